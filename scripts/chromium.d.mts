export declare const chromium: { executablePath: string; args: string[] };

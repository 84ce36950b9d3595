import { describe, expect, it } from 'vitest';
import '@shared/messages/en.js';
import { AppError } from '@shared/errors.js';
import { uploadFolders, type UploadArea } from '@server/uploads/folders.js';

const check: UploadArea['check'] = async () => ({ path: '', byteSize: 0, contentType: 'image/jpeg' });
const documents: UploadArea = { folders: ['cdlALicense', 'birthCertificate'], reviewed: true, check };
const account: UploadArea = { folders: ['profilePhoto'], check };

function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return { code: e.code, message: e.message, field: e.field };
  }
  throw new Error('not refused');
}

describe('upload folders', () => {
  const folders = uploadFolders([documents, account]);

  it('finds the area that registered a folder', () => {
    expect(folders.resolve('cdlALicense')).toEqual({ folder: 'cdlALicense', area: documents });
    expect(folders.resolve('profilePhoto').area).toBe(account);
    expect(folders.areaOf('birthCertificate')).toBe(documents);
    expect(folders.areaOf('linkedinPdf')).toBeNull();
  });

  it('refuses every folder no area took with one message', () => {
    const answers = [undefined, '', 'linkedinPdf', 'resume', 'nope', '../x', '__proto__', 'constructor'].map(
      (value) => refusal(() => folders.resolve(value)),
    );
    for (const answer of answers)
      expect(answer).toEqual({
        code: 'VALIDATION',
        message: 'We do not know where to put this upload.',
        field: 'folder',
      });
  });

  it('refuses at start a folder two areas claim', () => {
    expect(() => uploadFolders([documents, { folders: ['cdlALicense'], check }])).toThrow(
      /cdlALicense is registered by two areas/,
    );
  });
});

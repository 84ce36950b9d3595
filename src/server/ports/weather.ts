/** The weather at a place and time: a forecast when one reaches that far, else what is typical there. */
interface WeatherReport {
  kind: 'forecast' | 'typical';
  temperatureF: number;
  /** The forecast's own words ("Light snow"); null for typical weather. */
  conditions: string | null;
  /** Percent; null when the source does not say. */
  precipitationChance: number | null;
  source: string;
}

export interface WeatherPort {
  at(input: { latitude: number; longitude: number; at: Date }): Promise<WeatherReport>;
}

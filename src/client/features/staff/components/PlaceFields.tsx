import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { formatUsPhone } from '@shared/domain/contact';
import { t } from '@shared/i18n';
import '@shared/messages/staff-facts';

/** What an admin types for a place students go to: a school or a One Stop office. */
export type PlaceDraft = Record<
  'name' | 'address' | 'city' | 'state' | 'zip' | 'hours' | 'phone' | 'latitude' | 'longitude',
  string
>;

interface Place {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  hours: string | null;
  phone: string | null;
  latitude: number;
  longitude: number;
}

export const placeDraftOf = (p: Place | null): PlaceDraft => ({
  name: p?.name ?? '',
  address: p?.address ?? '',
  city: p?.city ?? '',
  state: p?.state ?? '',
  zip: p?.zip ?? '',
  hours: p?.hours ?? '',
  phone: p?.phone ? formatUsPhone(p.phone) : '',
  latitude: p ? String(p.latitude) : '',
  longitude: p ? String(p.longitude) : '',
});

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** The body the server checks: empty optional fields as null, blank coordinates as "find them for me". */
export const placeBodyOf = <D extends PlaceDraft>(draft: D) => ({
  ...draft,
  hours: draft.hours || null,
  phone: draft.phone || null,
  latitude: numberOrNull(draft.latitude),
  longitude: numberOrNull(draft.longitude),
});

/**
 * The place's fields, labelled with the schools' wording. `nameLabel` overrides the name's label;
 * `children` (extra fields) stand between the phone and the coordinates.
 */
export function PlaceFields<D extends PlaceDraft>({
  draft,
  setDraft,
  nameLabel,
  children,
}: {
  draft: D;
  setDraft: Dispatch<SetStateAction<D>>;
  nameLabel?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const input = (name: keyof PlaceDraft, opts: { type?: string; inputMode?: 'decimal' | 'numeric' } = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>
        {name === 'name' && nameLabel ? nameLabel : t(`staffFacts.schools.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={opts.type ?? 'text'}
        value={draft[name]}
        autoComplete="off"
        inputMode={opts.inputMode}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
    </div>
  );
  return (
    <>
      {input('name')}
      {input('address')}
      {input('city')}
      {input('state')}
      {input('zip', { inputMode: 'numeric' })}
      {input('hours')}
      {input('phone', { type: 'tel' })}
      {children}
      <fieldset>
        <legend>{t('staffFacts.schools.coordinatesHint')}</legend>
        <div className="school-coordinates">
          {input('latitude', { inputMode: 'decimal' })}
          {input('longitude', { inputMode: 'decimal' })}
        </div>
      </fieldset>
    </>
  );
}

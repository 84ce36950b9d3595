import { useState } from 'react';
import type { PlaceOption } from '@shared/contracts/rides';
import { placeKey, type Place } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import { StateSelect } from '@client/ui/StateSelect';
import '@shared/messages/rides';

interface Group {
  label: string;
  places: PlaceOption[];
}

type Custom = { name: string; address: string; city: string; state: string; zip: string };
const blank: Custom = { name: '', address: '', city: '', state: '', zip: '' };
const CUSTOM = 'custom';

/** A ride's pickup or drop-off: the offered places as radio options, and for Flexible a typed-in place. */
export function PlacePicker({
  id,
  legend,
  groups,
  value,
  onChange,
  allowCustom,
}: {
  id: string;
  legend: string;
  groups: Group[];
  value: Place | null;
  onChange: (place: Place | null) => void;
  allowCustom: boolean;
}) {
  const [custom, setCustom] = useState<Custom>(value?.ref.kind === 'custom' ? { ...value.ref } : blank);
  const chosen = value ? (value.ref.kind === 'custom' ? CUSTOM : placeKey(value.ref)) : null;
  const [customOpen, setCustomOpen] = useState(chosen === CUSTOM);
  const selected = customOpen ? CUSTOM : chosen;

  const changeCustom = (next: Custom) => {
    setCustom(next);
    const complete =
      next.name.trim() &&
      next.address.trim() &&
      next.city.trim() &&
      next.state &&
      /^\d{5}$/.test(next.zip.trim());
    onChange(
      complete
        ? {
            ref: { kind: 'custom', ...next, zip: next.zip.trim() },
            name: next.name.trim(),
            address: `${next.address.trim()}, ${next.city.trim()}, ${next.state} ${next.zip.trim()}`,
            latitude: 0,
            longitude: 0,
          }
        : null,
    );
  };

  const input = (name: keyof Custom, label: string, extra: Record<string, string> = {}) => (
    <Field
      id={`${id}-${name}`}
      label={label}
      value={custom[name]}
      onChange={(e) => changeCustom({ ...custom, [name]: e.target.value })}
      {...extra}
    />
  );

  return (
    <fieldset className="options ride-places">
      <legend>{legend}</legend>
      {groups
        .filter((g) => g.places.length)
        .map((group) => (
          <div key={group.label} className="ride-place-group">
            <p className="muted ride-group-label">{group.label}</p>
            {group.places.map((p) => {
              const key = placeKey(p.ref);
              return (
                <label key={key} className="option ride-place">
                  <input
                    type="radio"
                    name={id}
                    checked={selected === key}
                    onChange={() => {
                      setCustomOpen(false);
                      onChange(p);
                    }}
                  />
                  <span className="ride-place-name">{p.name}</span>
                  <span className="ride-place-address">{p.address}</span>
                </label>
              );
            })}
          </div>
        ))}
      {allowCustom && (
        <>
          <label className="option ride-place">
            <input
              type="radio"
              name={id}
              checked={selected === CUSTOM}
              onChange={() => {
                setCustomOpen(true);
                changeCustom(custom);
              }}
            />
            <span className="ride-place-name">{t('rides.otherPlace')}</span>
            <span className="ride-place-address">{t('rides.otherPlaceHint')}</span>
          </label>
          {selected === CUSTOM && (
            <div className="ride-custom">
              {input('name', t('rides.locationName'))}
              {input('address', t('rides.locationAddress'), { autoComplete: 'street-address' })}
              {input('city', t('rides.locationCity'), { autoComplete: 'address-level2' })}
              <StateSelect
                id={`${id}-state`}
                label={t('rides.locationState')}
                value={custom.state}
                onChange={(e) => changeCustom({ ...custom, state: e.target.value })}
              />
              {input('zip', t('rides.locationZip'), { inputMode: 'numeric', autoComplete: 'postal-code' })}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

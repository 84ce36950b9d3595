import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PlaceOption, RideBody, RideOptions } from '@shared/contracts/rides';
import {
  canContinue,
  canGoBack,
  initialRideFlow,
  isFareAllowed,
  placeKey,
  rideFlow,
  type Place,
  type RideFlowState,
  type RideScreen,
} from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { Dialog } from '@client/ui/Dialog';
import { IconCheck } from '@client/ui/icons';
import { useEstimate, useOrderRide, usePostTrip } from '../api/rides';
import { InProgress } from './InProgress';
import { Overlay } from './Overlay';
import { PlacePicker } from './PlacePicker';
import { RideReasonPicker } from './RideReasonPicker';
import type { RideEntry } from './UberModal';
import { useHandlesError } from '@client/lib/error-reporting';
import '@shared/messages/rides';

const titles: Record<RideScreen, () => string> = {
  'Uber Ride Reason': () => t('rides.screens.reason'),
  'Uber Start Location': () => t('rides.screens.start'),
  'Uber Start Location Approved': () => t('rides.screens.startApproved'),
  'Uber End Location': () => t('rides.screens.end'),
  'Uber End Location Approved': () => t('rides.screens.endApproved'),
  Confirmation: () => t('rides.screens.confirmation'),
  'Uber Ride In Progress': () => t('rides.screens.inProgress'),
  'No Cars Available': () => t('rides.screens.noCars'),
  'Uber Ride Details': () => t('rides.screens.details'),
  'Uber Ride Approval': () => t('rides.screens.approval'),
};

const money = (n: number) => `$${n.toFixed(2)}`;

/** The places a screen offers: home, the student's approved places, and the reason's places. */
function groupsFor(options: RideOptions, state: RideFlowState) {
  const rideReasonPlaces = (state.reason && options.destinations[state.reason]) || [];
  const entry = state.entryPoint ? [state.entryPoint as PlaceOption] : [];
  const seen = new Set<string>();
  const unique = (places: PlaceOption[]) =>
    places.filter((p) => {
      const key = placeKey(p.ref);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [
    { label: t('rides.home'), places: unique(options.home ? [options.home] : []) },
    { label: t('rides.programPlaces'), places: unique([...entry, ...rideReasonPlaces]) },
    { label: t('rides.myPlaces'), places: unique(options.approved) },
  ];
}

/** A fresh idempotency key per ride the student confirms: taps and retries of the same ride share it. */
function useRideKey(state: RideFlowState) {
  const signature = [
    state.reason,
    state.pickup && placeKey(state.pickup.ref),
    state.dropoff && placeKey(state.dropoff.ref),
  ].join('|');
  const [keys] = useState(() => new Map<string, string>());
  if (!keys.has(signature)) keys.set(signature, crypto.randomUUID());
  return keys.get(signature)!;
}

export function RideFlow({
  options,
  activeTripId,
  entry,
  onClose,
}: {
  options: RideOptions;
  activeTripId: string | null;
  entry: RideEntry | null;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(rideFlow, undefined, () =>
    initialRideFlow({ entryPoint: entry?.place ?? null, reason: entry?.rideReason ?? null, activeTripId }),
  );
  const estimate = useHandlesError(useEstimate());
  const order = useHandlesError(useOrderRide());
  const post = useHandlesError(usePostTrip());
  const [fare, setFare] = useState<number | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);
  const key = useRideKey(state);
  const body = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupsFor(options, state), [options, state]);

  // Each new screen is announced by moving focus to its start.
  useEffect(() => {
    body.current?.focus();
  }, [state.screen, state.overlay]);

  const close = () => {
    dispatch({ type: 'reset' });
    onClose();
  };
  const busy = estimate.isPending || order.isPending || post.isPending;
  const needsApproval =
    state.reason === 'Flexible' &&
    (state.pickup?.ref.kind === 'custom' || state.dropoff?.ref.kind === 'custom');

  async function submit() {
    if (!state.reason || !state.pickup || !state.dropoff) {
      dispatch({ type: 'submitted', outcome: { kind: 'noReason' } });
      return;
    }
    const ride: RideBody = { rideReason: state.reason, pickup: state.pickup.ref, dropoff: state.dropoff.ref };
    try {
      if (needsApproval) {
        const trip = await post.mutateAsync({ body: ride, key });
        dispatch({ type: 'submitted', outcome: { kind: 'needsApproval', tripId: trip.id } });
        return;
      }
      const quote = await estimate.mutateAsync(ride);
      setMinutes(quote.minutes);
      if (quote.fare == null || quote.faresUnavailable || quote.noCarsAvailable) {
        dispatch({ type: 'submitted', outcome: { kind: 'noCars' } });
        return;
      }
      setFare(quote.fare);
      if (!isFareAllowed(quote.fare)) {
        dispatch({ type: 'submitted', outcome: { kind: 'tooExpensive' } });
        return;
      }
      const trip = await order.mutateAsync({ body: ride, key });
      dispatch({ type: 'submitted', outcome: { kind: 'ordered', tripId: trip.id } });
    } catch (err) {
      const field = err instanceof ApiError ? err.field : undefined;
      if (field === 'fare') dispatch({ type: 'submitted', outcome: { kind: 'tooExpensive' } });
      else if (field === 'noCars') dispatch({ type: 'submitted', outcome: { kind: 'noCars' } });
      else dispatch({ type: 'submitted', outcome: { kind: 'failed' } });
    }
  }

  const continueButton = (label = t('common.continue')) => {
    const ready = canContinue(state);
    return (
      <div className="ride-actions">
        <button
          type="button"
          className="button button-primary button-block"
          aria-disabled={!ready}
          disabled={!ready}
          aria-describedby={ready ? undefined : 'ride-required'}
          onClick={() => dispatch({ type: 'continue' })}
        >
          {label}
        </button>
        {!ready && (
          <p id="ride-required" className="muted ride-required">
            {t('rides.completeRequired')}
          </p>
        )}
      </div>
    );
  };

  let content;
  if (state.overlay) {
    content = (
      <Overlay
        kind={state.overlay}
        ride={
          state.reason && state.pickup && state.dropoff
            ? { rideReason: state.reason, pickup: state.pickup.ref, dropoff: state.dropoff.ref }
            : null
        }
        fare={fare}
        onDismiss={() => dispatch({ type: 'dismissOverlay' })}
        onCoachAsked={() => dispatch({ type: 'coachAsked' })}
        onClose={close}
      />
    );
  } else {
    switch (state.screen) {
      case 'Uber Ride Reason':
        content = (
          <>
            <RideReasonPicker
              offered={options.reasons}
              value={state.reason}
              onChange={(rideReason) => dispatch({ type: 'chooseReason', reason: rideReason })}
            />
            {continueButton()}
          </>
        );
        break;
      case 'Uber Start Location':
      case 'Uber End Location': {
        const start = state.screen === 'Uber Start Location';
        content = (
          <>
            <PlacePicker
              key={state.screen}
              id={start ? 'ride-pickup' : 'ride-dropoff'}
              legend={start ? t('rides.pickup') : t('rides.dropoff')}
              groups={groups}
              value={start ? state.pickup : state.dropoff}
              onChange={(place: Place | null) =>
                dispatch({ type: start ? 'setPickup' : 'setDropoff', place })
              }
              allowCustom={state.reason === 'Flexible'}
            />
            {continueButton()}
          </>
        );
        break;
      }
      case 'Uber Ride Details':
        content = (
          <>
            <PlacePicker
              id="ride-pickup"
              legend={t('rides.pickup')}
              groups={groups}
              value={state.pickup}
              onChange={(place) => dispatch({ type: 'setPickup', place })}
              allowCustom
            />
            <PlacePicker
              id="ride-dropoff"
              legend={t('rides.dropoff')}
              groups={groups}
              value={state.dropoff}
              onChange={(place) => dispatch({ type: 'setDropoff', place })}
              allowCustom
            />
            {continueButton()}
          </>
        );
        break;
      case 'Uber Start Location Approved':
      case 'Uber End Location Approved': {
        const start = state.screen === 'Uber Start Location Approved';
        const name = (start ? state.pickup : state.dropoff)?.name ?? '';
        content = (
          <>
            <p className="ride-success">
              <IconCheck aria-hidden="true" className="icon-inline" strokeWidth={3} />
              {start ? t('rides.approvedStart', { name }) : t('rides.approvedEnd', { name })}
            </p>
            {continueButton()}
          </>
        );
        break;
      }
      case 'Confirmation':
        content = (
          <>
            <dl className="ride-summary">
              <div>
                <dt>{t('rides.reasonLabel')}</dt>
                <dd>{state.reason ? t(`rides.reasons.${state.reason}`) : '—'}</dd>
              </div>
              <div>
                <dt>{t('rides.pickup')}</dt>
                <dd>
                  <span className="ride-place-name">{state.pickup?.name}</span>
                  <span className="ride-place-address">{state.pickup?.address}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dispatch({ type: 'edit', which: 'pickup' })}
                  >
                    {t('rides.editPickup')}
                  </button>
                </dd>
              </div>
              <div>
                <dt>{t('rides.dropoff')}</dt>
                <dd>
                  <span className="ride-place-name">{state.dropoff?.name}</span>
                  <span className="ride-place-address">{state.dropoff?.address}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dispatch({ type: 'edit', which: 'dropoff' })}
                  >
                    {t('rides.editDropoff')}
                  </button>
                </dd>
              </div>
            </dl>
            <p>{needsApproval ? t('rides.otherPlaceHint') : t('rides.paidByProgram')}</p>
            <button
              type="button"
              className="button button-primary button-block"
              disabled={busy}
              onClick={() => void submit()}
            >
              {busy ? t('rides.ordering') : needsApproval ? t('rides.sendForApproval') : t('rides.order')}
            </button>
          </>
        );
        break;
      case 'Uber Ride In Progress':
        content = <InProgress tripId={state.tripId!} minutes={minutes} onClose={close} />;
        break;
      case 'No Cars Available':
        content = (
          <div className="ride-overlay">
            <p role="alert">
              <strong>{t('rides.noDriver')}</strong>
            </p>
            <p>{t('rides.noDriverAdvice')}</p>
            <button type="button" className="button button-primary button-block" onClick={close}>
              {t('rides.close')}
            </button>
          </div>
        );
        break;
      case 'Uber Ride Approval':
        content = (
          <div className="ride-overlay">
            <p role="status" className="ride-success">
              {t('rides.approvalBody')}
            </p>
            <button type="button" className="button button-primary button-block" onClick={close}>
              {t('rides.close')}
            </button>
          </div>
        );
        break;
    }
  }

  return (
    <Dialog title={titles[state.screen]()} onClose={close} className="ride-dialog">
      <div ref={body} tabIndex={-1} className="ride-body" data-screen={state.screen}>
        {fare != null && state.screen === 'Confirmation' && !state.overlay && (
          <p className="muted">{t('rides.estimate', { amount: money(fare), minutes: minutes ?? '—' })}</p>
        )}
        {content}
        {canGoBack(state) && !state.overlay && (
          <button
            type="button"
            className="button button-ghost ride-back"
            onClick={() => dispatch({ type: 'back' })}
          >
            {t('common.back')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

import { t } from '@shared/i18n';
import { useMeetingRoom, useSetMeetingRoom } from '../api/meetings';
import { MeetingLinkForm } from './MeetingLinkForm';
import '@shared/messages/meetings';

/** The coach's own meeting room, where students who book a video call with them join. */
export function MeetingRoomCard() {
  const room = useMeetingRoom();
  const save = useSetMeetingRoom();
  return (
    <section className="card" aria-labelledby="meeting-room-title">
      <h2 id="meeting-room-title">{t('meetings.roomTitle')}</h2>
      <p>{t('meetings.roomLead')}</p>
      {room.isSuccess && (
        <MeetingLinkForm
          label={t('meetings.roomLabel')}
          value={room.data.url}
          saveLabel={t('meetings.roomSave')}
          saving={save.isPending}
          onSave={(url, done, failed) =>
            save.mutate(url, {
              onSuccess: (r) => done(r.url ? t('meetings.roomSaved') : t('meetings.roomCleared')),
              onError: (e) => failed(e.message),
            })
          }
        />
      )}
    </section>
  );
}

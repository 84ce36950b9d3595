import { defaultPath } from '../../../../shared/domain/program';
import { ComingSoon } from '../../../ui/ComingSoon';
import { useSession, viewerOf } from '../../../lib/session';

/** Screens inside a stage. Areas replace this as they are built; until then it says so and leads back. */
export default function ProgramScreen() {
  const { data: user } = useSession();
  return <ComingSoon backTo={user ? defaultPath(viewerOf(user)) : '/login'} />;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteBody } from '@shared/contracts/staff-team';
import {
  changeStaffRole,
  deactivateStaffMember,
  inviteStaffMember,
  listStaffTeam,
  reactivateStaffMember,
} from '@shared/contracts/staff-team.endpoints';
import type { StaffRole } from '@shared/domain/staff-roles';
import { call } from '@client/lib/api';

const teamKey = ['admin', 'team'] as const;

/** Every staff member (admins only). */
export function useStaffTeam() {
  return useQuery({ queryKey: teamKey, queryFn: () => call(listStaffTeam, {}) });
}

function useTeamMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: teamKey }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  });
}

/** The key is made once per filled-in form, so a double submit is one invitation. */
export const useInviteStaff = () =>
  useTeamMutation((input: { body: InviteBody; key: string }) =>
    call(inviteStaffMember, { body: input.body }, { idempotencyKey: input.key }),
  );

export const useChangeStaffRole = () =>
  useTeamMutation((input: { id: string; role: StaffRole }) =>
    call(changeStaffRole, { params: { id: input.id }, body: { role: input.role } }),
  );

export const useDeactivateStaff = () =>
  useTeamMutation((id: string) => call(deactivateStaffMember, { params: { id } }));

export const useReactivateStaff = () =>
  useTeamMutation((id: string) => call(reactivateStaffMember, { params: { id } }));

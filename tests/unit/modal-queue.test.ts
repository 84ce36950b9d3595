import { describe, expect, it } from 'vitest';
import { modalMoves } from '@client/lib/modals.js';

const empty = { current: null, queue: [] };

describe('first-visit dialogs wait in line', () => {
  it('shows one at a time: the tip first, the first-hand video after it closes', () => {
    let s = modalMoves.offer(empty, 'checklistTip');
    s = modalMoves.offer(s, 'firsthandCdla');
    expect(s).toEqual({ current: 'checklistTip', queue: ['firsthandCdla'] });
    // Offering again (a re-render) changes nothing.
    expect(modalMoves.offer(s, 'firsthandCdla')).toBe(s);
    s = modalMoves.close(s);
    expect(s).toEqual({ current: 'firsthandCdla', queue: [] });
    expect(modalMoves.close(s)).toEqual(empty);
  });

  it('waits behind a dialog the student opened, and drops what the page withdrew', () => {
    let s = modalMoves.open(empty, 'helpChat');
    s = modalMoves.offer(s, 'checklistTip');
    expect(s.current).toBe('helpChat');
    s = modalMoves.offer(s, 'firsthandCdla');
    s = modalMoves.withdraw(s, 'checklistTip');
    expect(modalMoves.close(s)).toEqual({ current: 'firsthandCdla', queue: [] });
    // Withdrawing the open one shows the next in line.
    const open = modalMoves.offer(modalMoves.offer(empty, 'checklistTip'), 'firsthandCdla');
    expect(modalMoves.withdraw(open, 'checklistTip')).toEqual({ current: 'firsthandCdla', queue: [] });
  });

  it('never replaces the session-expired modal', () => {
    const expired = modalMoves.open(empty, 'sessionExpired');
    expect(modalMoves.open(expired, 'menu')).toBe(expired);
    expect(modalMoves.offer(expired, 'checklistTip')).toEqual({
      current: 'sessionExpired',
      queue: ['checklistTip'],
    });
  });
});

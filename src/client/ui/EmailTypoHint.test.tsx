// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';

describe('the e-mail typo hint', () => {
  afterEach(cleanup);

  it('asks "Did you mean …?" for a mistyped provider and puts the suggestion in the field on a tap', () => {
    const accept = vi.fn();
    render(<EmailTypoHint value="denise.walker@gmial.com" onAccept={accept} />);
    expect(screen.getByRole('status')).toHaveTextContent('Did you mean denise.walker@gmail.com?');
    fireEvent.click(screen.getByRole('button', { name: 'denise.walker@gmail.com' }));
    expect(accept).toHaveBeenCalledWith('denise.walker@gmail.com');
  });

  it('stays silent (an empty live region) for an address that looks right', () => {
    render(<EmailTypoHint value="denise.walker@gmail.com" onAccept={() => undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

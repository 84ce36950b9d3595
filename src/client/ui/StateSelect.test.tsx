// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usStates } from '@shared/domain/us-states';
import { StateSelect } from '@client/ui/StateSelect';

describe('the state select', () => {
  afterEach(cleanup);

  it('offers "Choose a state", then the 50 states and D.C. by postal code', () => {
    render(<StateSelect id="s" label="State" defaultValue="" />);
    const select = screen.getByLabelText('State');
    const options = [...select.querySelectorAll('option')];
    expect(options).toHaveLength(usStates.length + 1);
    expect(options[0]).toHaveValue('');
    expect(options.map((o) => o.value)).toContain('DC');
    expect(screen.getByRole('option', { name: 'Illinois' })).toHaveValue('IL');
  });

  it('announces its error with the select', () => {
    render(<StateSelect id="s" label="State" error="Required" defaultValue="" />);
    const select = screen.getByLabelText('State');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 's-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });

  it('is not marked invalid without an error', () => {
    render(<StateSelect id="s" label="State" defaultValue="" />);
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

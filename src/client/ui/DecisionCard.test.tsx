// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';

afterEach(cleanup);

describe('the review list', () => {
  it('shows loading, then the cards of each part, or the empty text of a part with none', () => {
    const { rerender } = render(
      <ReviewList title="Queue" notice="" pending sections={[{ empty: 'Nothing', cards: [] }]} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(
      <ReviewList
        title="Queue"
        notice="Approved."
        pending={false}
        sections={[
          {
            heading: 'First',
            empty: 'Nothing first',
            cards: [{ key: 'a', title: 'Item a', card: <p>card a</p> }],
          },
          { heading: 'Second', empty: 'Nothing second', cards: [] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'First' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByRole('button', { name: 'Item a' })).toBeInTheDocument();
    // The first item opens by itself beside the list.
    expect(screen.getByText('card a')).toBeInTheDocument();
    expect(screen.getByText('Nothing second')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Approved.');
  });

  it('says when a full list holds only the oldest items, and not before', () => {
    const cards = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: String(i), title: `Item ${i}`, card: <p>card {i}</p> }));
    const { rerender } = render(
      <ReviewList
        title="Queue"
        notice=""
        pending={false}
        sections={[{ empty: 'Nothing', cards: cards(199) }]}
      />,
    );
    const line = /The oldest 200 are listed/;
    expect(screen.queryByText(line)).toBeNull();
    rerender(
      <ReviewList
        title="Queue"
        notice=""
        pending={false}
        sections={[{ empty: 'Nothing', cards: cards(200) }]}
      />,
    );
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('shows the load failure when given one', () => {
    render(<ReviewList title="Queue" notice="" pending={false} failed="Could not load." sections={[]} />);
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
  });
});

describe('the queue as list and detail', () => {
  function Queue({ onApprove }: { onApprove: (key: string) => void }) {
    const [items, setItems] = useState(['a', 'b', 'c']);
    return (
      <ReviewList
        title="Queue"
        notice=""
        pending={false}
        sections={[
          {
            empty: 'Nothing',
            cards: items.map((key) => ({
              key,
              title: `Item ${key}`,
              card: (
                <DecisionCard
                  id={`card-${key}`}
                  heading={`Card ${key}`}
                  actions={[
                    {
                      label: 'Approve',
                      onClick: () => {
                        onApprove(key);
                        setItems((all) => all.filter((k) => k !== key));
                      },
                    },
                  ]}
                  reason={{
                    label: 'Send back',
                    confirmLabel: 'Confirm',
                    onConfirm: vi.fn(),
                    form: <input aria-label="Why" />,
                  }}
                />
              ),
            })),
          },
        ]}
      />
    );
  }

  it('opens a clicked row, moves with j/k and the arrows, and after a decision opens the next item', () => {
    const approve = vi.fn();
    render(<Queue onApprove={approve} />);
    expect(screen.getByRole('article', { name: 'Card a' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Item c' }));
    expect(screen.getByRole('article', { name: 'Card c' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Item c' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(screen.getByRole('article', { name: 'Card b' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(screen.getByRole('article', { name: 'Card a' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(approve).toHaveBeenCalledWith('b');
    // b left the queue: c took its place and opened.
    expect(screen.getByRole('article', { name: 'Card c' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Item b' })).not.toBeInTheDocument();
  });

  it('opens the send-back form with s, and no key fires while typing in a field', () => {
    const approve = vi.fn();
    render(<Queue onApprove={approve} />);
    fireEvent.keyDown(document.body, { key: 's' });
    const why = screen.getByRole('textbox', { name: 'Why' });
    expect(why).toHaveFocus();
    fireEvent.keyDown(why, { key: 'a' });
    fireEvent.keyDown(why, { key: 'j' });
    expect(approve).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Card a' })).toBeInTheDocument();
  });
});

describe('the decision card', () => {
  it('is named by its heading and runs its actions, disabled while busy', () => {
    const approve = vi.fn();
    const { rerender } = render(
      <DecisionCard
        id="c1"
        heading="CDL-A · Marcus"
        details="m@x.org"
        actions={[{ label: 'Approve', onClick: approve }]}
      />,
    );
    const card = screen.getByRole('article', { name: 'CDL-A · Marcus' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledOnce();
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveClass('button-primary');
    rerender(
      <DecisionCard
        id="c1"
        heading="CDL-A · Marcus"
        busy
        actions={[{ label: 'Approve', onClick: approve }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('asks for a reason before declining, keeps the form open on an invalid reason, and can go back', () => {
    const decided = vi.fn();
    function Card() {
      const [reason, setReason] = useState('');
      const [error, setError] = useState('');
      return (
        <DecisionCard
          id="c2"
          heading="Week 1"
          actions={[{ label: 'Approve and pay', onClick: vi.fn() }]}
          reason={{
            label: 'Decline',
            legend: 'Why?',
            confirmLabel: 'Send back',
            onConfirm: () => (reason ? decided(reason) : setError('Give a reason.')),
            form: (
              <>
                <label htmlFor="r">Reason</label>
                <input id="r" value={reason} onChange={(e) => setReason(e.target.value)} />
                {error && <p role="alert">{error}</p>}
              </>
            ),
          }}
        />
      );
    }
    render(<Card />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('group', { name: 'Why?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and pay' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason.');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Blurry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(decided).toHaveBeenCalledWith('Blurry');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Approve and pay' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { pageInKiswahili } from '@engage/shared/testing/translations';
import { PostState } from './post-state';

describe("a post's state, for its producer", () => {
  const ends = '2026-12-12T09:00:00Z';

  it.each([
    ['draft', 'Draft'],
    ['pending_payment', 'Pending payment'],
    ['completed', 'Completed'],
    ['expired', 'Expired'],
    ['cancelled', 'Cancelled'],
    ['taken_down', 'Taken down'],
  ] as const)('a %s post says "%s", and no end date', (status, words) => {
    render(<PostState post={{ status, returned: 0, expires_at: null }} />);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.queryByText(/^Ends /)).not.toBeInTheDocument();
  });

  it.each([
    ['active', 'Live'],
    ['paused', 'Paused'],
  ] as const)('a %s post says "%s" and the day it ends', (status, words) => {
    render(<PostState post={{ status, returned: 0, expires_at: ends }} />);
    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByText('Ends 12 Dec 2026')).toHaveAttribute('datetime', ends);
  });

  it.each([
    ['expired', 'Expired — KES 450.00 returned'],
    ['cancelled', 'Cancelled — KES 450.00 returned'],
    ['taken_down', 'Taken down — KES 1,250.50 returned'],
  ] as const)('a %s post says what went back to the producer: "%s"', (status, words) => {
    const returned = status === 'taken_down' ? 1250.5 : 450;
    render(<PostState post={{ status, returned, expires_at: null }} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  describe('in Kiswahili', () => {
    pageInKiswahili();

    it('says the state, what went back and the day it ends in Kiswahili', () => {
      render(
        <>
          <PostState post={{ status: 'cancelled', returned: 450, expires_at: null }} />
          <PostState post={{ status: 'paused', returned: 0, expires_at: ends }} />
        </>,
      );
      expect(screen.getByText('Limeghairiwa — Ksh 450.00 zimerudishwa')).toBeInTheDocument();
      expect(screen.getByText('Limesimamishwa')).toBeInTheDocument();
      expect(screen.getByText('Linaisha 12 Des 2026')).toBeInTheDocument();
    });
  });
});

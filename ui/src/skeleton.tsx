/**
 * Grey placeholders in the shape of what is loading, so the page does not jump when it arrives.
 * Screen readers hear one 'Loading…'; the shapes are hidden from them. No shimmer for people
 * who asked for reduced motion.
 *
 *   <Skeleton lines={3} />          // text lines
 *   <CardSkeletons count={3} />     // feed-like cards (image, lines, buttons)
 */
import { kitText } from '@engage/shared/ui/messages';
import './kit.css';

export function Skeleton({ lines = 3, label = kitText('loadingShort') }: { lines?: number; label?: string }) {
  return (
    <div className="eg-skel" role="status">
      <span className="eg-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="eg-skel__line" aria-hidden="true" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}

export function CardSkeletons({ count = 3, label = kitText('loadingShort') }: { count?: number; label?: string }) {
  return (
    <div role="status">
      <span className="eg-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="eg-skel eg-skel--card" aria-hidden="true">
          <span className="eg-skel__line" style={{ width: '45%' }} />
          <span className="eg-skel__block" />
          <span className="eg-skel__line" style={{ width: '90%' }} />
          <span className="eg-skel__line" style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  );
}

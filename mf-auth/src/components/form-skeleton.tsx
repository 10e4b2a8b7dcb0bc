/**
 * What a form looks like while its chunk downloads: the same blocks at the same sizes (see
 * auth.css), so nothing moves when the real form replaces it.
 */
export function FormSkeleton({ fields, google = false, label }: { fields: number; google?: boolean; label: string }) {
  return (
    <div className="eg-skeleton" role="progressbar" aria-label={label} aria-busy="true">
      {google && (
        <>
          <div className="eg-skeleton__block eg-skeleton__button" />
          <div className="eg-auth-divider" />
        </>
      )}
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="eg-auth-field">
          <div className="eg-skeleton__block eg-skeleton__label" />
          <div className="eg-skeleton__block eg-skeleton__input" />
        </div>
      ))}
      <div className="eg-auth-form__aside">
        <div className="eg-skeleton__block eg-skeleton__line" />
      </div>
      <div className="eg-skeleton__block eg-skeleton__button" />
    </div>
  );
}

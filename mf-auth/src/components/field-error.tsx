/** The error line(s) beneath a field, linked to it by `id` (the field's aria-describedby). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="eg-auth-field__error" role="alert">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The ids and attributes that tie a control to its error (accessible name, invalid state). */
export function describedBy(id: string, messages: readonly string[]) {
  const invalid = messages.length > 0;
  return {
    'aria-invalid': invalid,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  } as const;
}

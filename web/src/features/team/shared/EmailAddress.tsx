/**
 * An e-mail address that wraps only before « @ » and « . », never inside a word (not at a hyphen
 * either): each piece stays whole, a <wbr> between pieces is the only break the line may take.
 */
export function emailPieces(email: string): string[] {
  return email.split(/(?=[@.])/);
}

export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="team-email">
      {emailPieces(email).map((piece, i) => (
        // The pieces of one address never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={i} className="team-email-piece">
          {i > 0 ? <wbr /> : null}
          {piece}
        </span>
      ))}
    </span>
  );
}

/**
 * Who wrote or paid, in a list: the name, the email under it (a card's title keeps the email light).
 * A long email breaks after its @ rather than inside a word, so a narrow column shows it on two lines.
 */
export function PersonCell({ name, email }: { name: string; email: string }) {
  const at = email.indexOf("@") + 1;
  return (
    <span className="grid">
      <span className="font-medium break-words">{name}</span>
      <span className="text-xs font-normal break-words text-muted-foreground">
        {email.slice(0, at)}
        <wbr />
        {email.slice(at)}
      </span>
    </span>
  );
}

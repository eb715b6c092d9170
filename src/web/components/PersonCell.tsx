/** Who wrote or paid, in a list: the name, the email under it (a card's title keeps the email light). */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <span className="grid">
      <span className="font-medium break-words">{name}</span>
      <span className="text-xs font-normal break-all text-muted-foreground">{email}</span>
    </span>
  );
}

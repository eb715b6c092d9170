import { Link } from "react-router";

/** A client named in an inbox's details: their page, and in brackets their email or why they are theirs. */
export function ClientLink({ client, aside }: { client: { id: string; name: string; email: string }; aside?: string }) {
  return (
    <>
      <Link className="underline underline-offset-4" to={`/dashboard/clients/${client.id}`}>
        {client.name}
      </Link>
      <span className="text-muted-foreground">{` (${aside ?? client.email})`}</span>
    </>
  );
}

import { useCurrentUser } from "@web/lib/session/current-user";
import { AdminMessages } from "./AdminMessages";
import { MemberConversation } from "./MemberConversation";

/** /dashboard/messages: the member's conversation with the operator, or the operator's Messages screen. */
export function MessagesPage() {
  return useCurrentUser().user.role === "admin" ? <AdminMessages /> : <MemberConversation />;
}

import type { Role } from "@core/auth";
import {
  CalendarClock,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FileText,
  Inbox,
  Languages,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquare,
  ScrollText,
  Settings,
  ShoppingBag,
  TrendingUp,
  Upload,
  User,
  Users,
} from "lucide-react";
import type { DashboardNavKey } from "./catalogue";

export type DashboardLink = { to: string; label: DashboardNavKey; icon: LucideIcon; end?: boolean };

/** The member sidebar keeps Payment History and Messages. */
const MEMBER_LINKS: DashboardLink[] = [
  { to: "/dashboard", label: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/profile", label: "profile", icon: User },
  { to: "/dashboard/tasks", label: "myTasks", icon: ClipboardList },
  { to: "/dashboard/upload", label: "upload", icon: Upload },
  { to: "/dashboard/hours", label: "hours", icon: CalendarClock },
  { to: "/dashboard/payments", label: "paymentHistory", icon: CreditCard },
  { to: "/dashboard/messages", label: "messages", icon: MessageSquare },
  { to: "/dashboard/settings", label: "settings", icon: Settings },
];

const ADMIN_LINKS: DashboardLink[] = [
  { to: "/dashboard", label: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/dashboard/inbox", label: "inbox", icon: Inbox },
  { to: "/dashboard/clients", label: "clients", icon: Users },
  { to: "/dashboard/tasks", label: "tasksOverview", icon: ClipboardList },
  { to: "/dashboard/documents", label: "documents", icon: FileText },
  { to: "/dashboard/payments", label: "payments", icon: CreditCard },
  { to: "/dashboard/orders", label: "orders", icon: ShoppingBag },
  { to: "/dashboard/calendar", label: "calendar", icon: CalendarDays },
  // TrendingUp is the home's Earned card's icon already: no icon added to the first page's code.
  { to: "/dashboard/reports", label: "reports", icon: TrendingUp },
  { to: "/dashboard/audit", label: "audit", icon: ScrollText },
  { to: "/dashboard/messages", label: "messages", icon: MessageSquare },
  { to: "/dashboard/contact", label: "contactInbox", icon: Inbox },
  { to: "/dashboard/translations", label: "translations", icon: Languages },
  { to: "/dashboard/newsletter", label: "newsletter", icon: Mail },
  { to: "/dashboard/settings", label: "settings", icon: Settings },
];

export function dashboardLinks(role: Role): DashboardLink[] {
  return role === "admin" ? ADMIN_LINKS : MEMBER_LINKS;
}

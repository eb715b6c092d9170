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

type NavLabel = Exclude<DashboardNavKey, "label">;

/** Each sidebar entry's icon, by its label: the home and the shared ones, the member's, the admin's. */
const ICONS: Record<NavLabel, LucideIcon> = {
  dashboard: LayoutDashboard, messages: MessageSquare, settings: Settings,
  profile: User, myTasks: ClipboardList, upload: Upload, hours: CalendarClock, paymentHistory: CreditCard,
  inbox: Inbox, clients: Users, tasksOverview: ClipboardList, documents: FileText, payments: CreditCard, orders: ShoppingBag, calendar: CalendarDays,
  // TrendingUp is the home's Earned card's icon already: no icon added to the first page's code.
  reports: TrendingUp,
  audit: ScrollText, contactInbox: Inbox, translations: Languages, newsletter: Mail,
};

/** An entry's path where it is not /dashboard/<label>: the home, and a page the two roles name apart. */
const PATHS: Partial<Record<NavLabel, string>> = {
  dashboard: "/dashboard", myTasks: "/dashboard/tasks", tasksOverview: "/dashboard/tasks", paymentHistory: "/dashboard/payments", contactInbox: "/dashboard/contact",
};

const links = (labels: NavLabel[]): DashboardLink[] =>
  labels.map((label) => ({ to: PATHS[label] ?? `/dashboard/${label}`, label, icon: ICONS[label], end: label === "dashboard" }));

/** The member sidebar keeps Payment History and Messages. */
const MEMBER_LINKS = links(["dashboard", "profile", "myTasks", "upload", "hours", "paymentHistory", "messages", "settings"]);

const ADMIN_LINKS = links([
  "dashboard", "inbox", "clients", "tasksOverview", "documents", "payments", "orders", "calendar",
  "reports", "audit", "messages", "contactInbox", "translations", "newsletter", "settings",
]);

export function dashboardLinks(role: Role): DashboardLink[] {
  return role === "admin" ? ADMIN_LINKS : MEMBER_LINKS;
}

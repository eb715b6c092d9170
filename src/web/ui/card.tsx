import { slotted } from "./slotted";

export const Card = slotted("div", "card", "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm");
export const CardHeader = slotted("div", "card-header", "flex flex-col gap-1.5 px-6");
export const CardTitle = slotted("h3", "card-title", "text-lg leading-tight font-semibold");
export const CardDescription = slotted("p", "card-description", "text-sm text-muted-foreground");
export const CardContent = slotted("div", "card-content", "px-6");
export const CardFooter = slotted("div", "card-footer", "flex items-center px-6");

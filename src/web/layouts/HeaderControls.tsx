import { LanguageSwitcher } from "./LanguageSwitcher";
import { MobileNav } from "./MobileNav";
import { ThemeSwitcher } from "./ThemeSwitcher";

/** The header's buttons: language, theme and (below 768 px) the drawer. An island on the prerendered pages. */
export function HeaderControls() {
  return (
    <div className="flex items-center gap-0.5">
      <LanguageSwitcher />
      <ThemeSwitcher />
      <MobileNav />
    </div>
  );
}

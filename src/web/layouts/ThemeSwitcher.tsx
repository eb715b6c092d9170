import { Monitor, Moon, Sun } from "lucide-react";
import { useI18n } from "@web/i18n/I18nProvider";
import { THEMES, type Theme, useTheme } from "@web/theme/ThemeProvider";
import { Button } from "@web/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@web/ui/dropdown-menu";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher() {
  const { t } = useI18n();
  const { theme, resolvedTheme, setTheme } = useTheme();
  const Current = resolvedTheme === "dark" ? Moon : Sun;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t.theme.label} title={t.theme.label}>
          <Current className="size-[1.15rem]" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((value) => {
            const Icon = ICONS[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden="true" />
                {t.theme[value]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

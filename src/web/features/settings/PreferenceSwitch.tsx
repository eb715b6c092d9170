import { Label } from "@web/ui/label";
import { Switch } from "@web/ui/switch";

type Props = {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** In the first frame, the stand-ins the server replaces with the account's state (core/dashboard-shell.ts). */
  frameState?: { state: string; checked: string };
};

/** A labelled on/off row; the label names the switch for screen readers and tests. */
export function PreferenceSwitch({ id, label, description, checked, onChange, frameState }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} frameState={frameState} />
    </div>
  );
}

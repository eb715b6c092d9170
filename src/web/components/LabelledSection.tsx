import type { ReactNode } from "react";

type LabelledSectionProps = {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  heading?: "h1" | "h2" | "h3";
  titleClassName?: string;
  as?: "section" | "aside";
  className?: string;
  children: ReactNode;
};

/** A section (or aside) named by the heading it opens with. */
export function LabelledSection({ id, title, heading: Heading = "h2", titleClassName, as: Box = "section", className, children }: LabelledSectionProps) {
  return (
    <Box aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A gauge, for the tool, the inspector's menu item and the action (decorative: each has a text label). */
export function GaugeIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 25 25" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M5 17a7.5 7.5 0 1 1 15 0" strokeWidth={1.2} />
      <path d="M12.5 17l3.5-5" strokeWidth={1.2} />
    </svg>
  );
}

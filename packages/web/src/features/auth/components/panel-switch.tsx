/** The line under a form that moves between the login and signup panels. */
export function PanelSwitch({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-center text-ink-muted">
      {question}
      <button
        type="button"
        // Keeps focus in the field: its blur would show an error, move this button and lose the tap.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onSwitch}
        className="inline-flex min-h-11 items-center rounded-md px-1 font-bold text-primary-strong underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}

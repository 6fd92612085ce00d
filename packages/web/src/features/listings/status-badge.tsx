import classes from './status-badge.module.css';

/** Badge colours per status, each above 4.5:1 against the white label. */
const STATUS_COLORS: Record<string, string> = {
  Active: '#1f6f35',
  'Active Under Contract': '#13507a',
  'Coming Soon': '#5b3f99',
  Pending: '#9a4b00',
  Closed: '#495057',
};

/**
 * A listing's status on its colour: Mantine's filled Badge (size md, or lg with small corners)
 * drawn as two plain elements with the same styles. Cards show one each, so the server renders
 * many per page, and a Mantine Badge costs it several times as much.
 */
export function StatusBadge({
  status,
  size = 'md',
  className,
}: {
  status: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <div
      className={className === undefined ? classes.badge : `${classes.badge} ${className}`}
      data-size={size}
      style={{ background: STATUS_COLORS[status] ?? '#495057' }}
    >
      <span className={classes.label}>{status}</span>
    </div>
  );
}

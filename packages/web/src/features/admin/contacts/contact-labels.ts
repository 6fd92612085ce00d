import {
  CONTACT_STATUSES,
  CONTACT_TOPIC_LABELS,
  LEAD_CHANNEL_LABELS,
  LEAD_CHANNELS,
  OFFICE_ZONE_LABEL,
  LEAD_TOPICS,
  type ContactStatus,
  type LeadAttribution,
} from '@app/domain';
import { formatFloridaDateTime } from '../../../format/dates.ts';
import type { StatusTone } from '../kit/status-badge.tsx';

/** How each status reads to the team, and its badge's tone (StatusBadge: dark text on a pale tint, 7:1 or more). */
export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
export const CONTACT_STATUS_TONES: Readonly<Record<ContactStatus, StatusTone>> = {
  new: 'info',
  contacted: 'attention',
  closed: 'neutral',
};

export const STATUS_OPTIONS = CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));
export const TOPIC_OPTIONS = LEAD_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));
export const CHANNEL_OPTIONS = LEAD_CHANNELS.map((value) => ({ value, label: LEAD_CHANNEL_LABELS[value] }));

/** A lead's source in one line: `google / cpc, "naples condos", from www.google.com, landed on /search`. */
export function attributionDetails(attribution: LeadAttribution): string {
  const tags = [attribution.source, attribution.medium].filter((tag) => tag !== null).join(' / ');
  return [
    tags,
    attribution.campaign === null ? '' : `“${attribution.campaign}”`,
    attribution.clickId === null ? '' : `ad click (${attribution.clickId})`,
    attribution.referrerHost === null ? '' : `from ${attribution.referrerHost}`,
    attribution.landingPath === null ? '' : `landed on ${attribution.landingPath}`,
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/** `Mar 4, 2026, 12:00 PM ET`: an instant in the office's time (Southwest Florida), labelled. */
export function formatReceived(instant: string): string {
  return `${formatFloridaDateTime(new Date(instant))} ${OFFICE_ZONE_LABEL}`;
}

/** `Mar 4, 2026`: a follow-up day (YYYY-MM-DD, already an office day) as the team reads it. */
export function formatFollowUpDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

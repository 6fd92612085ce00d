/** Counts and figures as the web app writes them: the domain's US formats (`12,345`; `1,235` for 1234.6). */
export { formatCount, formatRounded } from '@app/domain';

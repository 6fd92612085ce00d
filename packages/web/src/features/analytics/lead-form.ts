/**
 * `generate_lead`'s `form_name`: which form a lead came from, never what was written in it. The property page's
 * request form is `showing` or `request_info` by its topic; other forms are named by their id (`contact`).
 */
export function leadFormName(formId: string, topic: string): string {
  if (topic === 'showing-request') return 'showing';
  if (topic === 'listing-inquiry') return 'request_info';
  return formId;
}

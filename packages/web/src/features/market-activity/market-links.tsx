import { Anchor, List, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Searches of the same city: homes for sale, under contract, and recent sales where sold data is public. */
export function MarketLinks({
  city,
  area,
  soldDataPublic,
}: {
  city: string | null;
  area: string;
  soldDataPublic: boolean;
}) {
  const where = city === null ? {} : { city };
  const links = [
    { label: `Homes for sale in ${area}`, search: { ...where, status: 'active' } },
    { label: `Newest listings in ${area}`, search: { ...where, status: 'active,coming-soon', sort: 'newest' } },
    { label: `Homes under contract in ${area}`, search: { ...where, status: 'under-contract,pending' } },
    ...(soldDataPublic ? [{ label: `Recently sold homes in ${area}`, search: { ...where, status: 'closed' } }] : []),
  ];
  return (
    <section aria-labelledby="market-searches">
      <Title order={2} id="market-searches" size="h3">
        Search the market
      </Title>
      <List mt="sm" spacing={6}>
        {links.map((link) => (
          <List.Item key={link.label}>
            <Anchor renderRoot={(props) => <Link {...props} to="/search" search={link.search} />}>{link.label}</Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

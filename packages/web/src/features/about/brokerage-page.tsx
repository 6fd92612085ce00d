import { getRouteApi } from '@tanstack/react-router';
import { AboutPageFrame } from './about-page-frame.tsx';
import { BrokerGrid } from './broker-grid.tsx';
import { withMantine } from '../../app/mantine-scope.tsx';

const route = getRouteApi('/about/our-brokerage');

/** `/about/our-brokerage`: how the brokerage works (its editable page) and its brokers. */
function BrokeragePage() {
  const { sitePage, brokers } = route.useLoaderData();
  return (
    <AboutPageFrame sitePage={sitePage} title="Our Brokerage">
      <BrokerGrid brokers={brokers} title="Our brokers" />
    </AboutPageFrame>
  );
}

export default withMantine(BrokeragePage);

import { Route, Routes, useLocation } from 'react-router-dom';
import { useCases } from '../../support/fake-resolver';
import { versionOver } from '../../support/version-over';
import { AppShell } from '@/presentation/components/app-shell';
import { HomePage } from '@/presentation/pages/home/home-page';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { StubVersionSource } from '../../support/fakes/stub-version-source';
import { fakeResolver } from '../support/render-with-providers';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The frame around a page that only shows where the router is. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="home" element={<HomePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>
  );
}

/** The real ReadAppInfo over a published version (null: meta.json unreachable) and a clock at `isoTime`. */
export function appInfoResolver(published: string | null, isoTime = '2026-11-21T08:00:00Z') {
  const clock = new FixedClock(Date.parse(isoTime));
  const versionSource = new StubVersionSource(published);
  return fakeResolver([[useCases.readAppInfo, versionOver({ versionSource, clock }).readAppInfo]]);
}

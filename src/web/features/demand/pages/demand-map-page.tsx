import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { NoticePanel } from '@/web/components/ui/notice-panel';
import { PageHeading } from '@/web/components/ui/page-heading';
import { Spinner } from '@/web/components/ui/spinner';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { demandQuery } from '../api/get-demand';
import { DemandMap } from '../components/demand-map';
import { DemandTable } from '../components/demand-table';
import { InterestForm } from '../components/interest-form';
import { LAYERS, layerLabel, type Layer } from '../demand-layers';
import { demandMessages } from '../messages';

export function DemandMapPage() {
  const t = useT(demandMessages);
  useDocumentTitle(t('demand.title'));
  const demand = useQuery(demandQuery());
  const [layer, setLayer] = useState<Layer>('salons');
  const [highlight, setHighlight] = useState<string | null>(null);

  return (
    <>
      <PageHeading title={t('demand.title')} lead={t('demand.lead')} />
      <div className="mx-auto grid max-w-content gap-8 px-5 pb-section sm:px-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('demand.per-city')} className="flex min-w-0 flex-col gap-5">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">{t('demand.show')}</legend>
            {LAYERS.map((item) => (
              <label
                key={item.id}
                className={
                  'inline-flex min-h-tap cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 ' +
                  (layer === item.id
                    ? 'border-ink bg-ink text-ivory'
                    : 'border-sand bg-white text-ink hover:border-taupe/50')
                }
              >
                <input
                  type="radio"
                  name="layer"
                  value={item.id}
                  checked={layer === item.id}
                  onChange={() => setLayer(item.id)}
                  className="sr-only"
                />
                {t(item.label)}
              </label>
            ))}
          </fieldset>
          {demand.isPending ? (
            <div className="flex justify-center py-24">
              <Spinner label={t('demand.loading')} text={t('demand.loading-text')} />
            </div>
          ) : demand.isError ? (
            <NoticePanel
              tone="alert"
              title={t('demand.failed.title')}
              actions={<Button onClick={() => void demand.refetch()}>{t('demand.retry')}</Button>}
            >
              {t('demand.failed.text')}
            </NoticePanel>
          ) : (
            <>
              <div className="rounded-card border border-sand bg-white p-3 sm:p-5">
                <DemandMap
                  cities={demand.data.cities}
                  layer={layer}
                  floor={demand.data.orderCountFloor}
                  highlight={highlight}
                />
                <p className="mt-2 text-xs text-taupe">
                  {t('demand.map.note', { layer: t(layerLabel(layer)).toLowerCase() })}
                </p>
              </div>
              {demand.data.cities.length === 0 ? (
                <NoticePanel title={t('demand.empty.title')}>{t('demand.empty.text')}</NoticePanel>
              ) : (
                <DemandTable
                  cities={demand.data.cities}
                  floor={demand.data.orderCountFloor}
                  highlight={highlight}
                />
              )}
            </>
          )}
        </section>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <InterestForm
            onRegistered={(receipt) => {
              setLayer('interest');
              setHighlight(receipt.city.id);
            }}
          />
        </div>
      </div>
    </>
  );
}

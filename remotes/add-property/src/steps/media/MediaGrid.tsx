import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { mediaTexts } from './i18n';
import { itemName } from './labels';
import { MediaCard } from './MediaCard';
import { $items, $section, itemMoved } from './model';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The files in the owner's order; reordered by drag (mouse, touch) or by keyboard. */
export function MediaGrid() {
  const styles = useStyles();
  const t = mediaTexts.useT();
  const hintId = useId();
  const [items, section, move] = useUnit([$items, $section, itemMoved]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = useMemo(
    () => new Map(items.map((item, index) => [item.key, itemName(t, item, index)])),
    [items, t],
  );
  const keys = useMemo(() => items.map((item) => item.key), [items]);

  const announcements = useMemo<Announcements>(() => {
    const describe = (id: string | number, overId?: string | number) => ({
      file: names.get(String(id)) ?? '',
      position: keys.indexOf(String(overId ?? id)) + 1,
      total: keys.length,
    });
    return {
      onDragStart: ({ active }) => t('media.dnd.start', describe(active.id)),
      onDragOver: ({ active, over }) =>
        over ? t('media.dnd.over', describe(active.id, over.id)) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('media.dnd.end', describe(active.id, over.id)) : undefined,
      onDragCancel: ({ active }) => t('media.dnd.cancel', describe(active.id)),
    };
  }, [names, keys, t]);

  if (items.length === 0) return <Text>{t('media.empty')}</Text>;

  const dragEnded = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move({ from: String(active.id), to: String(over.id) });
  };

  return (
    <>
      <Text id={hintId} size={200} className={styles.hint}>
        {t('media.moveHint')}
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnded}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('media.dnd.instructions') },
        }}
      >
        <SortableContext items={keys} strategy={rectSortingStrategy}>
          <ul className={styles.grid} aria-label={t('media.list')} aria-describedby={hintId}>
            {items.map((item) => (
              <MediaCard
                key={item.key}
                item={item}
                name={names.get(item.key) ?? ''}
                isCover={item.mediaId !== null && item.mediaId === section.coverMediaId}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </>
  );
}

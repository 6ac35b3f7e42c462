import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';
import { suggestionsTexts } from './i18n';
import { dragClosed, dragSaved, reorderSuggestionsFx } from './model';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  handle: {
    cursor: 'grab',
    touchAction: 'none',
    minWidth: '32px',
    minHeight: '32px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  help: { marginTop: 0 },
});

function SortableRow({ row }: { row: AdminSuggestion }) {
  const styles = useStyles();
  const t = suggestionsTexts.useT();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: row._id });
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* A plain button: Fluent's Button handles Space itself, which dnd-kit's keyboard sensor needs. */}
      <button
        type="button"
        className={styles.handle}
        aria-label={t('drag.handle', { text: row.searchText })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span>{row.searchText}</span>
    </li>
  );
}

/**
 * Reorders the page's suggestions by dragging (pointer) or with the keyboard (Space, arrows,
 * Space), with spoken announcements; dnd-kit is a lazy chunk loaded only here.
 */
export default function DragReorderDialog({ rows }: { rows: AdminSuggestion[] }) {
  const styles = useStyles();
  const t = suggestionsTexts.useT();
  const [close, save, saving] = useUnit([dragClosed, dragSaved, reorderSuggestionsFx.pending]);
  const [order, setOrder] = useState(rows);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = (id: UniqueIdentifier | undefined) =>
    order.find((row) => row._id === id)?.searchText ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    order.findIndex((row) => row._id === id) + 1;
  const said = (
    key: 'drag.picked' | 'drag.moved' | 'drag.dropped' | 'drag.cancelled',
    id: UniqueIdentifier | undefined,
    over = id,
  ) => t(key, { text: textOf(id), position: positionOf(over), count: order.length });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((rows) =>
      arrayMove(
        rows,
        positionOf(active.id) - 1,
        rows.findIndex((row) => row._id === over.id),
      ),
    );
  };
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('drag.title')}</DialogTitle>
          <DialogContent>
            <p className={styles.help} id="suggestions-drag-help">
              {t('drag.help')}
            </p>
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: t('drag.help') },
                announcements: {
                  onDragStart: ({ active }) => said('drag.picked', active.id),
                  onDragOver: ({ active, over }) => said('drag.moved', active.id, over?.id),
                  onDragEnd: ({ active, over }) => said('drag.dropped', active.id, over?.id),
                  onDragCancel: ({ active }) => said('drag.cancelled', active.id),
                },
              }}
            >
              <SortableContext
                items={order.map((row) => row._id)}
                strategy={verticalListSortingStrategy}
              >
                <ul className={styles.list} aria-label={t('drag.listLabel')}>
                  {order.map((row) => (
                    <SortableRow key={row._id} row={row} />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => close()}>
              {t('drag.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={saving}
              onClick={() => save(order.map((row) => row._id))}
            >
              {t('drag.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

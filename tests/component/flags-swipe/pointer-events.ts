/**
 * jsdom has no PointerEvent, so Testing Library would fire plain Events without clientX or pointerId. A
 * MouseEvent carrying the pointer's id and type is what React's pointer handlers read.
 */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;

  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

export function installPointerEvents(): void {
  if (typeof window.PointerEvent !== 'function') {
    Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: TestPointerEvent });
  }
}

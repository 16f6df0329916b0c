/** What the playground opens with when the address carries no shared code. */
import type {PlaygroundSource} from './share';
import type {ShadowOption} from './manifest';

const STARTER: PlaygroundSource = {
  tsx: `import {Component, Event, EventEmitter, Host, Listen, Method, Prop, State, h} from '@stencil/core';

const Badge = (props: {count: number}) => <span class="badge">{props.count}</span>;

@Component({
  tag: 'click-counter',
  styleUrl: 'click-counter.css',
  shadow: true,
})
export class ClickCounter {
  /** The text before the count. */
  @Prop() label = 'Clicks';
  @State() count = 0;
  @Event() counted: EventEmitter<number>;

  @Listen('keydown')
  onKey(event: KeyboardEvent) {
    if (event.key === 'r') this.reset();
  }

  /** Sets the count back to zero. */
  @Method()
  async reset() {
    this.count = 0;
  }

  private increment = () => {
    this.count += 1;
    this.counted.emit(this.count);
    console.log('count is now', this.count);
  };

  render() {
    return (
      <Host>
        <button type="button" onClick={this.increment}>
          <slot name="icon" />
          {this.label} <Badge count={this.count} />
        </button>
      </Host>
    );
  }
}
`,
  css: `:host {
  display: inline-block;
  font-family: system-ui, sans-serif;
}

button {
  padding: 0.5rem 1rem;
  border: 2px solid #1d4ed8;
  border-radius: 0.5rem;
  background: #fff;
  color: #1e3a8a;
  font: inherit;
}

.badge {
  margin-left: 0.25rem;
  font-weight: bold;
}
`,
  html: `<click-counter label="Clicks"><span slot="icon">★ </span></click-counter>
`,
};

/** The starter in the release's own `@Component()` options: `encapsulation` where `shadow` is gone (5.x). */
export function starterFor(shadowOption: ShadowOption): PlaygroundSource {
  if (shadowOption === 'shadow') return STARTER;
  return {...STARTER, tsx: STARTER.tsx.replace('  shadow: true,\n', "  encapsulation: {type: 'shadow'},\n")};
}

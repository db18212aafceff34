package io.github.boardrules.nim.catalog;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.nim.HeapNimSvg;
import io.github.boardrules.nim.PerfectNimBot;
import java.util.List;

/**
 * Heap Nim in the catalogue as {@code heapnim}: the heaps written with dashes, {@code
 * heapnim(heaps=3-4-5)}; by default the booklet's triangle 1-2-3-4-5-6-7-8.
 */
public final class HeapNimGame implements GameProvider {
  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.text("heaps", "1-2-3-4-5-6-7-8", "the heaps' sizes, first heap first, such as 3-4-5"),
          GameOption.bool("misere", false, "the player who takes the last ball loses"));

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public HeapNimGame() {}

  @Override
  public String name() {
    return "heapnim";
  }

  @Override
  public String title() {
    return "Heap Nim";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<HeapNimState, HeapNimMove> configure(GameConfig config) {
    String text = config.text("heaps").orElseThrow();
    String[] parts = text.split("-", -1);
    int[] heaps = new int[parts.length];
    int at = 0;
    for (int i = 0; i < parts.length; i++) {
      try {
        heaps[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new TextParseException(
            "heaps", text, at, "heap " + (i + 1) + " is \"" + parts[i] + "\", not a whole number; write heaps as 3-4-5");
      }
      at += parts[i].length() + 1;
    }
    HeapNim rules = HeapNim.builder().heaps(heaps).misere(config.bool("misere")).build();
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(NimDiagrams::heaps)
        .pictures((state, last) -> last == null ? HeapNimSvg.render(rules, state) : HeapNimSvg.render(rules, state, last))
        .playout(RandomPlayout.generic(rules))
        .hash(HeapNimState::positionHash)
        .perfectPlayer(() -> PerfectNimBot.of(rules))
        .encoding(rules.encoding())
        .build();
  }
}

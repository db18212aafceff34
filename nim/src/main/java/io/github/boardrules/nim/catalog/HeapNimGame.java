package io.github.boardrules.nim.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.nim.HeapNimSvg;
import io.github.boardrules.nim.solve.HeapNimSolver;
import io.github.boardrules.nim.solve.PerfectNimBot;
import java.util.List;

/**
 * Heap Nim in the catalogue as {@code heapnim}: the heaps written with dashes, {@code
 * heapnim(heaps=3-4-5)}; by default the booklet's triangle 1-2-3-4-5-6-7-8.
 *
 * <p><b>Decision (ours):</b> the catalogue takes at most {@value #MAX_HEAPS} heaps of at most
 * {@value #MAX_HEAP_SIZE} balls each, so that every configured game can be drawn (a circle a ball)
 * and its moves listed (one a ball) in little memory; {@code heapnim(heaps=1000000000)} is refused
 * with the limit named. {@link HeapNim} itself takes any heaps whose total fits an {@code int}.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class HeapNimGame implements GameProvider {
  /** The most heaps the catalogue configures. */
  public static final int MAX_HEAPS = 100;

  /** The most balls in one heap the catalogue configures. */
  public static final int MAX_HEAP_SIZE = 1000;

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.text("heaps", "1-2-3-4-5-6-7-8", "the heaps' sizes, first heap first, such as 3-4-5; at most "
              + MAX_HEAPS + " heaps of 1 to " + MAX_HEAP_SIZE + " balls (so that a game can be drawn and its moves listed)"),
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
    if (parts.length > MAX_HEAPS) {
      throw new TextParseException("heaps", text, 0,
          parts.length + " heaps; the catalogue takes at most " + MAX_HEAPS + " heaps of at most " + MAX_HEAP_SIZE + " balls");
    }
    int[] heaps = new int[parts.length];
    int at = 0;
    for (int i = 0; i < parts.length; i++) {
      try {
        heaps[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new TextParseException(
            "heaps", text, at, "heap " + (i + 1) + " is \"" + parts[i] + "\", not a whole number; write heaps as 3-4-5");
      }
      if (heaps[i] > MAX_HEAP_SIZE) {
        throw new TextParseException("heaps", text, at, "heap " + (i + 1) + " has " + parts[i]
            + " balls; the catalogue takes at most " + MAX_HEAP_SIZE + " balls a heap (so that a game can be drawn and its moves listed)");
      }
      at += parts[i].length() + 1;
    }
    HeapNim rules = HeapNim.builder().heaps(heaps).misere(config.bool("misere")).build();
    HeapNimSolver solver = HeapNimSolver.of(rules);
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(NimDiagrams::heaps)
        .pictures((state, last) -> last == null ? HeapNimSvg.render(rules, state) : HeapNimSvg.render(rules, state, last))
        .playout(RandomPlayout.generic(rules))
        .hash(HeapNimState::positionHash)
        .perfectPlayer(() -> PerfectNimBot.over(solver))
        .solver(NimHints.of(solver))
        .clicks(HeapNimSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}

package io.github.boardrules.nim.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.nim.GridNimSvg;
import io.github.boardrules.nim.solve.GridNimSolver;
import io.github.boardrules.nim.solve.PerfectNimBot;
import java.util.List;

/**
 * Grid NIM in the catalogue as {@code nim}: {@code nim} is the booklet's "1, 2, 3" NIM, {@code
 * nim(touching=false)} and {@code nim(maxTake=4,touching=false)} its variants, and any rectangle
 * up to 64 points and 26 columns (letters a to z), in normal or misère play. A {@code maxTake} at least the longer side allows any
 * number of balls from a line.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class GridNimGame implements GameProvider {
  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.integer("rows", 4, 1, GridNim.MAX_POINTS,
              "rows of the grid (rows x columns <= " + GridNim.MAX_POINTS + ")"),
          GameOption.integer("columns", 4, 1, GridNim.MAX_COLUMNS,
              "columns of the grid, letters a to z (rows x columns <= " + GridNim.MAX_POINTS + ")"),
          GameOption.integer("maxTake", 3, 1, 64, "most balls one move takes; the longer side or more: any number"),
          GameOption.bool("touching", true, "the balls taken must touch"),
          GameOption.bool("misere", false, "the player who takes the last ball loses"));

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public GridNimGame() {}

  @Override
  public String name() {
    return "nim";
  }

  @Override
  public String title() {
    return "Grid NIM";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<GridNimState, GridNimMove> configure(GameConfig config) {
    int rows = config.integer("rows");
    int columns = config.integer("columns");
    int maxTake = config.integer("maxTake");
    GridNim rules =
        GridNim.builder()
            .rows(rows)
            .columns(columns)
            .maxTake(maxTake >= Math.max(rows, columns) ? GridNim.UNLIMITED : maxTake)
            .touchingRequired(config.bool("touching"))
            .misere(config.bool("misere"))
            .build();
    // One solver for the game's hints and perfect players: its table is filled once.
    GridNimSolver solver = GridNimSolver.of(rules);
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(state -> NimDiagrams.grid(rules, state))
        .pictures((state, last) -> last == null ? GridNimSvg.render(rules, state) : GridNimSvg.render(rules, state, last))
        .playout(rules::randomPlayout)
        .hash(GridNimState::positionHash)
        .perfectPlayer(() -> PerfectNimBot.over(solver))
        .solver(NimHints.of(solver))
        .clicks(GridNimSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}

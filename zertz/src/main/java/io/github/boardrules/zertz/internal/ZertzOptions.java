package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import java.util.List;

/**
 * ZÈRTZ's options as the catalogue names them, and the configured-game text of a game: what the
 * catalogue's provider offers and what the boardspace.net reader writes in a record's {@code
 * [Game]} tag, so that the record replays by itself. Both read them here, so neither depends on the
 * other.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzOptions {
  /** The game's name in the catalogue. */
  public static final String GAME = "zertz";

  /** The options, named as the builder's methods. */
  public static final List<GameOption> OPTIONS =
      List.of(
          GameOption.choice("board", "37", List.of("37", "48", "61"), "the rings at the start"),
          GameOption.choice("marbleSet", "basic", List.of("basic", "tournament"),
              "basic 5/7/9 marbles, or the tournament set 6/8/10"),
          GameOption.optionalInteger("noProgressDraw", 1, ZertzEngine.MAX_QUIET_PLIES,
              "a draw the rules do not know: this many plies without a marble from the pool or a ring removed"));

  private ZertzOptions() {}

  /**
   * Returns the canonical configured-game text of a game, such as {@code
   * zertz(board=61,marbleSet=tournament)}.
   *
   * @param rings the board's rings at the start: 37, 48 or 61
   * @param marbleSet the marble set's option value: {@code basic} or {@code tournament}
   * @param noProgressDraw the no-progress draw's plies, 0 when off
   * @return the text
   */
  public static String configText(int rings, String marbleSet, int noProgressDraw) {
    GameConfig config = GameConfig.defaults(GAME, OPTIONS)
        .with("board", Integer.toString(rings))
        .with("marbleSet", marbleSet);
    if (noProgressDraw > 0) {
      config = config.with("noProgressDraw", Integer.toString(noProgressDraw));
    }
    return config.toString();
  }
}

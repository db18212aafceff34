package io.github.boardrules.playground;

import java.time.Instant;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One game as the database keeps it: enough to replay it exactly after a restart.
 *
 * @param id the game's number, given by the database
 * @param gameText the configured game's canonical text, such as {@code zertz(board=48)}
 * @param startPosition the start, in the game's position text (a random setup is kept this way)
 * @param moves the moves played, in the game's notation, first first
 * @param redoMoves the moves taken back that redo plays again, next first
 * @param bot the bot's seat, or null for a hot-seat game
 * @param created when the game was made
 * @param updated when it last changed
 */
record StoredGame(
    long id,
    String gameText,
    String startPosition,
    List<String> moves,
    List<String> redoMoves,
    @Nullable BotSeat bot,
    Instant created,
    Instant updated) {
  StoredGame {
    moves = List.copyOf(moves);
    redoMoves = List.copyOf(redoMoves);
  }
}

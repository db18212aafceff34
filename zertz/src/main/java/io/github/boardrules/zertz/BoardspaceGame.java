package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A ZÈRTZ game read from a boardspace.net record: the rules it was played with, the moves as a
 * {@link GameRecord}, the players' boardspace ids and the recorded result.
 *
 * <pre>{@code
 * BoardspaceGame game = BoardspaceRecords.read(text);
 * game.rules();                           // Zertz[61 rings, TOURNAMENT marbles]
 * game.record().moves().size();           // turns played
 * game.playerId(Player.FIRST);            // "Kartoved24"
 * game.recordedWinner();                  // Optional[FIRST], from RE[Game won by Kartoved24]
 * game.finalState();                      // the position after the last move
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class BoardspaceGame {
  private final Zertz rules;
  private final GameRecord<ZertzState, ZertzMove> record;
  private final String firstId;
  private final String secondId;
  private final @Nullable String result;
  private final @Nullable Player recordedWinner;
  private final ZertzState finalState;

  BoardspaceGame(
      Zertz rules,
      GameRecord<ZertzState, ZertzMove> record,
      String firstId,
      String secondId,
      @Nullable String result,
      @Nullable Player recordedWinner,
      ZertzState finalState) {
    this.rules = rules;
    this.record = record;
    this.firstId = firstId;
    this.secondId = secondId;
    this.result = result;
    this.recordedWinner = recordedWinner;
    this.finalState = finalState;
  }

  /**
   * Returns the rules: the record's board, with the marble set the record was read with.
   *
   * @return the rules
   */
  public Zertz rules() {
    return rules;
  }

  /**
   * Returns the game as a record of the library: the initial state and one move per turn. Its
   * tags hold the players ({@code First}, {@code Second}) and the result ({@code Result}) when
   * known.
   *
   * @return the record
   */
  public GameRecord<ZertzState, ZertzMove> record() {
    return record;
  }

  /**
   * Returns a player's boardspace id: {@link Player#FIRST} is the player named in the record's
   * {@code Start} action.
   *
   * @param player the player
   * @return the id, empty when the record names none
   */
  public String playerId(Player player) {
    return Objects.requireNonNull(player, "player") == Player.FIRST ? firstId : secondId;
  }

  /**
   * Returns the record's result text ({@code RE[...]}), such as {@code Game won by ddyer}.
   *
   * @return the text, or empty when the record has none
   */
  public Optional<String> result() {
    return Optional.ofNullable(result);
  }

  /**
   * Returns the winner the result names, when it reads {@code Game won by <id>} with the id of a
   * player.
   *
   * @return the recorded winner, or empty
   */
  public Optional<Player> recordedWinner() {
    return Optional.ofNullable(recordedWinner);
  }

  /**
   * Returns the position after the last move.
   *
   * @return the final state
   */
  public ZertzState finalState() {
    return finalState;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof BoardspaceGame other)) {
      return false;
    }
    return rules.equals(other.rules)
        && record.equals(other.record)
        && firstId.equals(other.firstId)
        && secondId.equals(other.secondId)
        && Objects.equals(result, other.result);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, record, firstId, secondId, result);
  }

  @Override
  public String toString() {
    return "BoardspaceGame[" + rules + ", " + firstId + " vs " + secondId + ", "
        + record.moves().size() + " moves" + (result == null ? "" : ", " + result) + "]";
  }
}

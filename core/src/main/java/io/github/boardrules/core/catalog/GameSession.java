package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game being played: a {@link ConfiguredGame}, the position it started from, the moves played
 * so far with their notation, and the moves taken back that {@link #redo} plays again. The model is
 * python-chess's {@code Board} with its move stack, {@code push} and {@code pop}.
 *
 * <pre>{@code
 * ConfiguredGame<?, ?> any = GameCatalog.load().game("zertz");
 * GameSession<?, ?> session = GameSession.start(any);
 * session.play("Wd4,a1");              // TextParseException or IllegalMoveException if refused
 * session.moveTexts();                 // ["Wd4,a1"]
 * session.toMove();                    // Player.SECOND
 * session.undo();                      // back to the start; redo() plays Wd4,a1 again
 * String record = session.writeRecord();
 * GameSession<?, ?> again = GameSession.fromRecord(any, record);   // same start, same moves
 * }</pre>
 *
 * <p>A refused move (unreadable, or illegal) leaves the session unchanged. A new move clears the
 * moves that {@link #redo} would play.
 *
 * <p><b>Not thread-safe</b>: a session is the library's one mutable object, meant for one game
 * shown to its players; share its snapshots instead — the states ({@link #state()}, {@link
 * #states()}) and the {@link #record()} are immutable.
 *
 * <p>This class lives in the catalogue package because it plays a configured game through its
 * notation and records, which only {@link ConfiguredGame} brings together.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class GameSession<S extends Object, M extends Object> {
  private final ConfiguredGame<S, M> game;
  private final S start;
  /** The start, then the state after each move played; never empty. */
  private final List<S> states = new ArrayList<>();
  private final List<M> moves = new ArrayList<>();
  /** Moves taken back, the most recently taken back last. */
  private final List<M> undone = new ArrayList<>();

  private GameSession(ConfiguredGame<S, M> game, S start) {
    this.game = Objects.requireNonNull(game, "game");
    this.start = Objects.requireNonNull(start, "start");
    states.add(start);
  }

  /**
   * Starts a session at the game's initial position ({@link
   * io.github.boardrules.core.Rules#initialState()}).
   *
   * @param game the configured game
   * @param <S> the state type
   * @param <M> the move type
   * @return a session with no move played
   */
  public static <S extends Object, M extends Object> GameSession<S, M> start(ConfiguredGame<S, M> game) {
    return new GameSession<>(game, game.rules().initialState());
  }

  /**
   * Starts a session at a given position.
   *
   * @param game the configured game
   * @param start the position to start from
   * @param <S> the state type
   * @param <M> the move type
   * @return a session with no move played
   */
  public static <S extends Object, M extends Object> GameSession<S, M> start(ConfiguredGame<S, M> game, S start) {
    return new GameSession<>(game, start);
  }

  /**
   * Starts a session at a position given as the game's position text.
   *
   * @param game the configured game
   * @param positionText the position, as {@link ConfiguredGame#positions()} writes it
   * @param <S> the state type
   * @param <M> the move type
   * @return a session with no move played
   * @throws TextParseException if the text is not a valid position of the game
   */
  public static <S extends Object, M extends Object> GameSession<S, M> fromPosition(
      ConfiguredGame<S, M> game, String positionText) {
    return new GameSession<>(game, game.positions().decode(positionText));
  }

  /**
   * Starts a session from a record text: its start, with every move of the record played.
   *
   * @param game the configured game
   * @param recordText a record, as {@link #writeRecord()} or {@link ConfiguredGame#writeRecord}
   *     writes it
   * @param <S> the state type
   * @param <M> the move type
   * @return a session whose moves are the record's
   * @throws TextParseException if the record cannot be read or is of another game
   * @throws IllegalMoveException if a move of the record is illegal, with its move number
   */
  public static <S extends Object, M extends Object> GameSession<S, M> fromRecord(
      ConfiguredGame<S, M> game, String recordText) {
    GameRecord<S, M> record = game.readRecord(recordText);
    io.github.boardrules.core.Replay<S, M> replay = record.replay(game.rules());
    replay.orThrow(); // throws with the move number when a move is illegal
    List<S> replayed = replay.states();
    GameSession<S, M> session = new GameSession<>(game, record.start());
    session.states.addAll(replayed.subList(1, replayed.size()));
    session.moves.addAll(record.moves());
    return session;
  }

  /**
   * Returns the configured game.
   *
   * @return the game
   */
  public ConfiguredGame<S, M> game() {
    return game;
  }

  /**
   * Returns the position the session started from.
   *
   * @return the start
   */
  public S startState() {
    return start;
  }

  /**
   * Returns the current position.
   *
   * @return the state after the moves played
   */
  public S state() {
    return states.get(states.size() - 1);
  }

  /**
   * Returns the start and the position after each move played: a snapshot.
   *
   * @return an unmodifiable list of {@link #ply()} + 1 states
   */
  public List<S> states() {
    return List.copyOf(states);
  }

  /**
   * Returns the moves played, first first: a snapshot.
   *
   * @return an unmodifiable list
   */
  public List<M> moves() {
    return List.copyOf(moves);
  }

  /**
   * Returns the moves played in the game's notation.
   *
   * @return an unmodifiable list, one text per move
   */
  public List<String> moveTexts() {
    List<String> texts = new ArrayList<>(moves.size());
    for (M move : moves) {
      texts.add(game.notation().format(move));
    }
    return List.copyOf(texts);
  }

  /**
   * Returns how many moves were played.
   *
   * @return the number of moves
   */
  public int ply() {
    return moves.size();
  }

  /**
   * Returns the last move played.
   *
   * @return the move, or empty at the start
   */
  public Optional<M> lastMove() {
    return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
  }

  /**
   * Returns whose turn it is.
   *
   * @return the side to move
   */
  public Player toMove() {
    return game.rules().toMove(state());
  }

  /**
   * Returns the status of the current position: ongoing, won or drawn, with the reason.
   *
   * @return the status
   */
  public Status status() {
    return game.rules().status(state());
  }

  /**
   * Returns the legal moves of the current position.
   *
   * @return the moves; empty when the game is over
   */
  public List<M> legalMoves() {
    return game.rules().legalMoves(state());
  }

  /**
   * Prepares the click input of the current position: see {@link MoveInput}.
   *
   * @return the input over the legal moves
   */
  public MoveInput<S, M> moveInput() {
    return MoveInput.of(game, state());
  }

  /**
   * Plays a move, clearing the moves {@link #redo} would play.
   *
   * @param move the move
   * @return the new position
   * @throws IllegalMoveException if the rules refuse the move, with their reason; the session is
   *     unchanged
   */
  public S play(M move) {
    Objects.requireNonNull(move, "move");
    Legality legality = game.rules().check(state(), move);
    if (!legality.isLegal()) {
      throw new IllegalMoveException(move, legality);
    }
    S next = game.rules().playUnchecked(state(), move);
    states.add(next);
    moves.add(move);
    undone.clear();
    return next;
  }

  /**
   * Reads a move in the game's notation and plays it.
   *
   * @param moveText the move, such as {@code Wd4,a1}
   * @return the move played
   * @throws TextParseException if the text is not a move of the game
   * @throws IllegalMoveException if the rules refuse the move, with their reason
   */
  public M play(String moveText) {
    M move = game.notation().parse(moveText);
    play(move);
    return move;
  }

  /**
   * Tells whether a move can be taken back.
   *
   * @return true after at least one move
   */
  public boolean canUndo() {
    return !moves.isEmpty();
  }

  /**
   * Takes back the last move; {@link #redo} plays it again.
   *
   * @return the move taken back
   * @throws IllegalStateException if no move was played
   */
  public M undo() {
    if (moves.isEmpty()) {
      throw new IllegalStateException("No move to undo: the session is at its start");
    }
    M move = moves.remove(moves.size() - 1);
    states.remove(states.size() - 1);
    undone.add(move);
    return move;
  }

  /**
   * Tells whether a move taken back can be played again.
   *
   * @return true after an {@link #undo} not followed by a new move
   */
  public boolean canRedo() {
    return !undone.isEmpty();
  }

  /**
   * Plays again the move taken back last.
   *
   * @return the move played
   * @throws IllegalStateException if there is no move to redo
   */
  public M redo() {
    if (undone.isEmpty()) {
      throw new IllegalStateException("No move to redo: no move was taken back since the last move");
    }
    M move = undone.remove(undone.size() - 1);
    states.add(game.rules().playUnchecked(state(), move));
    moves.add(move);
    return move;
  }

  /**
   * Returns the moves {@link #redo} would play, in the order it would play them.
   *
   * @return an unmodifiable list
   */
  public List<M> redoMoves() {
    List<M> next = new ArrayList<>(undone);
    java.util.Collections.reverse(next);
    return List.copyOf(next);
  }

  /**
   * Returns the game so far as a record tagged with its configured game: a snapshot.
   *
   * @return the record of the start and the moves played
   */
  public GameRecord<S, M> record() {
    return game.record(start, moves);
  }

  /**
   * Writes the game so far as a record text, which {@link #fromRecord} reads back.
   *
   * @return the record text
   */
  public String writeRecord() {
    return game.writeRecord(record());
  }

  @Override
  public String toString() {
    return game.config() + " after " + moves.size() + " moves " + moveTexts();
  }
}

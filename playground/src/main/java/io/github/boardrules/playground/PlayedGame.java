package io.github.boardrules.playground;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.catalog.PartialMove;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One game of the playground: a library {@link GameSession} (which is not thread-safe, so every
 * method here holds this object's lock), the bot's seat, and the row that keeps it in the {@link
 * GameStore}. Clicks in progress are the page's: each click request sends all the points clicked
 * so far, and the session's {@link MoveInput} says what they lead to.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
final class PlayedGame<S, M> {
  private final long id;
  private final ConfiguredGame<S, M> game;
  private final GameSession<S, M> session;
  private final @Nullable BotSeat bot;
  private final Instant created;
  private Instant updated;
  private final GameStore store;

  private PlayedGame(long id, GameSession<S, M> session, @Nullable BotSeat bot, Instant created, Instant updated,
      GameStore store) {
    this.id = id;
    this.game = session.game();
    this.session = session;
    this.bot = bot;
    this.created = created;
    this.updated = updated;
    this.store = store;
  }

  /**
   * Adds a new game to the store.
   *
   * @param session the game, at its start or replayed from a record
   * @param bot the bot's seat, or null for hot-seat
   * @param extras its seats and tags, kept in the same row
   * @param store where it is kept
   * @param <S> the state type
   * @param <M> the move type
   * @return the game, with the id the store gave it
   * @throws SQLException if the database refuses
   */
  static <S, M> PlayedGame<S, M> create(
      GameSession<S, M> session, @Nullable BotSeat bot, GameExtras extras, GameStore store) throws SQLException {
    Instant now = Instant.now();
    PlayedGame<S, M> unsaved = new PlayedGame<>(0, session, bot, now, now, store);
    long id = store.insert(unsaved.stored(), extras);
    PlayedGame<S, M> created = new PlayedGame<>(id, session, bot, now, now, store);
    store.writeSummary(id, Json.write(created.summary()));
    return created;
  }

  /**
   * Rebuilds a stored game by replaying its moves from its start, then its moves to redo.
   *
   * @param game the configured game the row names
   * @param stored the row
   * @param store where it is kept
   * @param <S> the state type
   * @param <M> the move type
   * @return the game as it was
   * @throws IllegalArgumentException if a stored position or move does not read or play (the
   *     library changed under the database)
   */
  static <S, M> PlayedGame<S, M> restore(
      ConfiguredGame<S, M> game, StoredGame stored, GameStore store) {
    GameSession<S, M> session = GameSession.fromPosition(game, stored.startPosition());
    for (String move : stored.moves()) {
      session.play(move);
    }
    for (String move : stored.redoMoves()) {
      session.play(move);
    }
    for (int i = 0; i < stored.redoMoves().size(); i++) {
      session.undo();
    }
    return new PlayedGame<>(stored.id(), session, stored.bot(), stored.created(), stored.updated(), store);
  }

  long id() {
    return id;
  }

  synchronized StoredGame stored() {
    return stored(updated);
  }

  private StoredGame stored(Instant updatedAt) {
    List<String> redo = new ArrayList<>();
    for (M move : session.redoMoves()) {
      redo.add(game.notation().format(move));
    }
    return new StoredGame(id, game.config().toString(), game.positions().encode(session.startState()),
        session.moveTexts(), redo, bot, created, updatedAt);
  }

  /** The game as the list of games shows it. */
  synchronized Map<String, @Nullable Object> summary() {
    Map<String, @Nullable Object> summary = Json.object();
    summary.put("id", id);
    summary.put("game", game.config().toString());
    summary.put("title", game.title());
    summary.put("ply", session.ply());
    summary.put("status", status(session.status()));
    summary.put("bot", botJson());
    summary.put("created", created.toString());
    summary.put("updated", updated.toString());
    return summary;
  }

  /**
   * Shows the game's current position, with the points of a first click marked.
   *
   * @return the view, as JSON values
   */
  synchronized Map<String, @Nullable Object> view() {
    return view(session.ply(), List.of());
  }

  /**
   * Shows the game at a ply: the picture (with the last move and, at the current ply, the points
   * that may be clicked after {@code clicks}), whose turn, the status, the log and the moves to redo.
   *
   * @param ply 0 to the moves played: the position to draw (time travel shows earlier ones)
   * @param clicks the points clicked so far in the current position
   * @return the view, as JSON values
   */
  synchronized Map<String, @Nullable Object> view(int ply, List<String> clicks) {
    if (ply < 0 || ply > session.ply()) {
      throw new ApiException(400, "ply: game " + id + " has positions 0 to " + session.ply() + ", not " + ply);
    }
    Rules<S, M> rules = game.rules();
    List<S> states = session.states();
    List<M> moves = session.moves();
    S shown = states.get(ply);
    @Nullable M last = ply == 0 ? null : moves.get(ply - 1);
    List<String> targets = List.of();
    if (ply == session.ply() && session.status().isOngoing()) {
      targets = session.moveInput().after(clicks).nextPoints();
    }
    Map<String, @Nullable Object> view = Json.object();
    view.put("id", id);
    view.put("game", game.config().toString());
    view.put("title", game.title());
    view.put("solo", game.isSolo());
    List<@Nullable Object> sides = Json.list();
    if (!game.isSolo()) { // a puzzle's one player is no side to name
      for (Player side : Player.values()) {
        Map<String, @Nullable Object> entry = Json.object();
        entry.put("name", game.sideName(side));
        entry.put("player", side.name());
        entry.put("bot", bot != null && bot.side() == side);
        sides.add(entry);
      }
    }
    view.put("sides", sides);
    view.put("bot", botJson());
    view.put("ply", session.ply());
    view.put("viewPly", ply);
    List<@Nullable Object> log = Json.list();
    for (int i = 0; i < moves.size(); i++) {
      Map<String, @Nullable Object> entry = Json.object();
      Player mover = rules.toMove(states.get(i));
      entry.put("ply", i + 1);
      entry.put("move", game.notation().format(moves.get(i)));
      entry.put("side", mover.name());
      entry.put("sideName", game.sideName(mover));
      log.add(entry);
    }
    view.put("moves", log);
    List<@Nullable Object> redo = Json.list();
    for (M move : session.redoMoves()) {
      redo.add(game.notation().format(move));
    }
    view.put("redo", redo);
    Player toMove = session.toMove();
    view.put("toMove", toMove.name());
    view.put("toMoveName", game.sideName(toMove));
    Status status = session.status();
    view.put("status", status(status));
    view.put("result", status.isOver() ? ResultSentence.of(game, status) : null);
    int plies = session.ply() + session.redoMoves().size();
    if (ply != plies) {
      // Time travel: an earlier position is shown (?ply=k), or moves were taken back and wait to be redone.
      Map<String, @Nullable Object> viewing = Json.object();
      viewing.put("ply", ply);
      viewing.put("plies", plies);
      view.put("viewing", viewing);
    } else {
      view.put("viewing", null);
    }
    view.put("botToMove", bot != null && status.isOngoing() && toMove == bot.side());
    view.put("canUndo", session.canUndo());
    view.put("canRedo", session.canRedo());
    view.put("clicks", List.copyOf(clicks));
    view.put("targets", targets);
    view.put("lastMove", last == null ? null : game.notation().format(last));
    view.put("svg", game.picture(shown, last, targets).orElse(null));
    view.put("diagram", game.diagram(shown));
    return view;
  }

  /**
   * Takes the points clicked so far in the current position: plays the move they complete, or
   * shows the points that may come next.
   *
   * @param points every point clicked since the last move, first first
   * @return the view, with {@code played} set to the move when one was made
   * @throws ApiException 409 when the game is over, 422 with the library's reason when no legal
   *     move goes on with the clicks
   */
  synchronized Map<String, @Nullable Object> click(List<String> points) {
    requireOngoing();
    Snapshot<M> before = snapshot();
    MoveInput<S, M> input = session.moveInput();
    PartialMove<M> step = input.after(points);
    if (step.isRefused()) {
      throw new ApiException(422, step.reason().orElse("No legal move goes on with " + points));
    }
    if (step.move().isPresent()) {
      M move = step.move().get();
      session.play(move);
      save(before);
      Map<String, @Nullable Object> view = view(session.ply(), List.of());
      view.put("played", game.notation().format(move));
      return view;
    }
    return view(session.ply(), points);
  }

  /**
   * Plays a move given in the game's notation.
   *
   * @param text the move, such as {@code Wd4,a1}
   * @return the view after it
   * @throws ApiException 409 when the game is over
   * @throws io.github.boardrules.core.TextParseException if the text is not a move of the game
   * @throws io.github.boardrules.core.IllegalMoveException if the rules refuse it, with their reason
   */
  synchronized Map<String, @Nullable Object> move(String text) {
    requireOngoing();
    Snapshot<M> before = snapshot();
    M move = session.play(text);
    save(before);
    Map<String, @Nullable Object> view = view(session.ply(), List.of());
    view.put("played", game.notation().format(move));
    return view;
  }

  /**
   * Takes moves back; redo plays them again.
   *
   * @param plies how many, 1 or more
   * @return the view
   * @throws ApiException 400 for fewer than 1, 409 when fewer moves were played
   */
  synchronized Map<String, @Nullable Object> undo(int plies) {
    if (plies < 1) {
      throw new ApiException(400, "plies: undo takes back 1 or more moves, not " + plies);
    }
    if (plies > session.ply()) {
      throw new ApiException(409, "Game " + id + " has " + session.ply() + " moves: cannot take back " + plies);
    }
    Snapshot<M> before = snapshot();
    for (int i = 0; i < plies; i++) {
      session.undo();
    }
    save(before);
    return view(session.ply(), List.of());
  }

  /**
   * Plays again the move taken back last.
   *
   * @return the view
   * @throws ApiException 409 when there is no move to redo
   */
  synchronized Map<String, @Nullable Object> redo() {
    if (!session.canRedo()) {
      throw new ApiException(409, "Game " + id + " has no move to redo: none was taken back since the last move");
    }
    Snapshot<M> before = snapshot();
    session.redo();
    save(before);
    return view(session.ply(), List.of());
  }

  /**
   * Time travel: takes moves back or plays taken-back moves again until {@code ply} moves are played;
   * the moves after it stay to redo until a new move is played.
   *
   * @param ply 0 to the moves played plus the moves to redo
   * @return the view
   * @throws ApiException 400 when the ply is out of that range
   */
  synchronized Map<String, @Nullable Object> goTo(int ply) {
    int end = session.ply() + session.redoMoves().size();
    if (ply < 0 || ply > end) {
      throw new ApiException(400, "ply: game " + id + " can go to plies 0 to " + end + ", not " + ply);
    }
    Snapshot<M> before = snapshot();
    while (session.ply() > ply) {
      session.undo();
    }
    while (session.ply() < ply) {
      session.redo();
    }
    save(before);
    return view(session.ply(), List.of());
  }

  /**
   * Lets a bot play the move of the side to move: the game's bot level, else {@code level}.
   *
   * @param level the level when the game has no bot seat
   * @param time the most a bot thinks
   * @return the view, with {@code played} set
   * @throws ApiException 409 when the game is over, 400 for a level the game has not
   */
  synchronized Map<String, @Nullable Object> botMove(int level, Duration time) {
    requireOngoing();
    Snapshot<M> before = snapshot();
    int chosen = bot != null ? bot.level() : level;
    if (chosen < 1 || chosen > game.levels().size()) {
      throw new ApiException(400, "level: " + game.config() + " has bot levels 1 to " + game.levels().size()
          + ", not " + chosen);
    }
    Bot<S, M> player = Bots.of(game, BotSettings.level(chosen).seed(id * 1_000_003L + session.ply()).timePerMove(time));
    M move = player.chooseMove(session.state());
    session.play(move);
    save(before);
    Map<String, @Nullable Object> view = view(session.ply(), List.of());
    view.put("played", game.notation().format(move));
    return view;
  }

  /**
   * Returns the game's record, as the catalogue writes it: its configured game, start and moves.
   *
   * @return the record text
   */
  synchronized String record() {
    return session.writeRecord();
  }

  /**
   * Returns the side to move, for the seat checks of a game between friends.
   *
   * @return the side
   */
  synchronized Player toMove() {
    return session.toMove();
  }

  /**
   * Returns the side that played the last move, for the seat check of undo.
   *
   * @return the side, or empty at the start
   */
  synchronized java.util.Optional<Player> lastMover() {
    int ply = session.ply();
    return ply == 0 ? java.util.Optional.empty()
        : java.util.Optional.of(game.rules().toMove(session.states().get(ply - 1)));
  }

  /**
   * Returns the moves played and the moves to redo, for the events of a change.
   *
   * @return two numbers: the ply, and the ply plus the moves to redo
   */
  synchronized int[] plies() {
    return new int[] {session.ply(), session.ply() + session.redoMoves().size()};
  }

  /**
   * Returns the configured game, for the seat names of a game between friends.
   *
   * @return the game
   */
  ConfiguredGame<S, M> game() {
    return game;
  }

  private void requireOngoing() {
    Status status = session.status();
    if (status.isOver()) {
      throw new ApiException(409, "Game " + id + " is over: " + status.description());
    }
  }

  /** The moves played and the moves to redo before a request changed them. */
  private record Snapshot<T>(List<T> moves, List<T> redoMoves, Instant updated) {}

  private Snapshot<M> snapshot() {
    return new Snapshot<>(List.copyOf(session.moves()), List.copyOf(session.redoMoves()), updated);
  }

  /**
   * Writes the game's row; when the database refuses, puts the game back as it was before the
   * request, so that the page and the database never disagree, and refuses the request (503).
   */
  private void save(Snapshot<M> before) {
    Instant now = Instant.now();
    try {
      updated = now; // the summary shows it
      store.update(stored(now), Json.write(summary()));
    } catch (SQLException e) {
      while (session.canUndo()) {
        session.undo();
      }
      for (M move : before.moves()) {
        session.play(move);
      }
      // Playing the moves to redo and taking them back restores the redo list in its order.
      for (M move : before.redoMoves()) {
        session.play(move);
      }
      for (int i = 0; i < before.redoMoves().size(); i++) {
        session.undo();
      }
      updated = before.updated();
      throw new ApiException(503, "The database did not keep the change to game " + id + " (" + e.getMessage()
          + "); the game stays as it was before this request");
    }
  }

  private @Nullable Map<String, @Nullable Object> botJson() {
    if (bot == null) {
      return null;
    }
    Map<String, @Nullable Object> json = Json.object();
    json.put("level", bot.level());
    json.put("name", game.level(bot.level()).name());
    json.put("side", bot.side().name());
    json.put("sideName", game.sideName(bot.side()));
    return json;
  }

  private Map<String, @Nullable Object> status(Status status) {
    Map<String, @Nullable Object> json = Json.object();
    json.put("kind", status.kind().name());
    json.put("over", status.isOver());
    json.put("winner", status.winner().map(Player::name).orElse(null));
    json.put("winnerName", status.winner().map(game::sideName).orElse(null));
    json.put("description", status.description());
    return json;
  }
}

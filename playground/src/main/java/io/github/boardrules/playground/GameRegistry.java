package io.github.boardrules.playground;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The playground's games, by id: made from the catalogue or from a record, and every one of them
 * restored from the {@link GameStore} at start. Thread-safe.
 */
final class GameRegistry {
  private final GameCatalog catalog;
  private final GameStore store;
  private final ConcurrentMap<Long, PlayedGame<?, ?>> games = new ConcurrentHashMap<>();

  private GameRegistry(GameCatalog catalog, GameStore store) {
    this.catalog = catalog;
    this.store = store;
  }

  /**
   * Restores every stored game by replaying its moves.
   *
   * @param catalog the games
   * @param store the database
   * @return the registry
   * @throws SQLException if the database cannot be read
   * @throws IllegalStateException if a stored game no longer replays (the library changed)
   */
  static GameRegistry open(GameCatalog catalog, GameStore store) throws SQLException {
    GameRegistry registry = new GameRegistry(catalog, store);
    for (StoredGame stored : store.loadAll()) {
      try {
        registry.games.put(stored.id(), PlayedGame.restore(catalog.game(stored.gameText()), stored, store));
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException("Stored game " + stored.id() + " (" + stored.gameText()
            + ") does not replay: " + e.getMessage(), e);
      }
    }
    return registry;
  }

  GameCatalog catalog() {
    return catalog;
  }

  /**
   * Starts a game of the catalogue at its initial position.
   *
   * @param gameText the configured game, such as {@code zertz(board=48)}
   * @param bot the bot's seat, as the request gives it, or null for hot-seat
   * @return the new game
   * @throws io.github.boardrules.core.TextParseException for an unknown game or option
   */
  PlayedGame<?, ?> create(String gameText, @Nullable BotRequest bot) throws SQLException {
    ConfiguredGame<?, ?> game = catalog.game(gameText);
    return add(GameSession.start(game), bot);
  }

  /**
   * Starts a game from a record: its configured game, start and moves.
   *
   * @param recordText the record
   * @param bot the bot's seat, or null for hot-seat
   * @return the new game
   * @throws io.github.boardrules.core.TextParseException if the record does not read
   * @throws io.github.boardrules.core.IllegalMoveException if a move of it is illegal
   */
  PlayedGame<?, ?> upload(String recordText, @Nullable BotRequest bot) throws SQLException {
    ConfiguredGame<?, ?> game = catalog.gameOfRecord(recordText);
    return add(GameSession.fromRecord(game, recordText), bot);
  }

  private <S, M> PlayedGame<S, M> add(GameSession<S, M> session,
      @Nullable BotRequest bot) throws SQLException {
    PlayedGame<S, M> played = PlayedGame.create(session, bot == null ? null : seat(session.game(), bot), store);
    games.put(played.id(), played);
    return played;
  }

  /**
   * Returns a game.
   *
   * @param id its id
   * @return the game
   * @throws ApiException 404 when there is none
   */
  PlayedGame<?, ?> get(long id) {
    PlayedGame<?, ?> game = games.get(id);
    if (game == null) {
      throw new ApiException(404, "No game " + id + " in this playground");
    }
    return game;
  }

  /**
   * Returns every game, by id.
   *
   * @return the games
   */
  List<PlayedGame<?, ?>> all() {
    List<PlayedGame<?, ?>> all = new ArrayList<>(games.values());
    all.sort(Comparator.comparingLong(PlayedGame::id));
    return all;
  }

  /** Checks the requested seat against the game: a level it has, a side it names, not a puzzle. */
  private static BotSeat seat(ConfiguredGame<?, ?> game, BotRequest request) {
    if (game.isSolo()) {
      throw new ApiException(400, "bot: " + game.config() + " is a puzzle for one player; it has no bot opponent");
    }
    int levels = game.levels().size();
    if (request.level() < 1 || request.level() > levels) {
      throw new ApiException(400, "bot.level: " + game.config() + " has bot levels 1 to " + levels + ", not "
          + request.level());
    }
    String side = request.side().toUpperCase(Locale.ROOT);
    for (Player player : Player.values()) {
      if (side.equals(player.name()) || side.equals(game.sideName(player).toUpperCase(Locale.ROOT))) {
        return new BotSeat(request.level(), player);
      }
    }
    throw new ApiException(400, "bot.side: " + game.config() + " has the sides FIRST (" + game.sideName(Player.FIRST)
        + ") and SECOND (" + game.sideName(Player.SECOND) + "), not \"" + request.side() + "\"");
  }
}

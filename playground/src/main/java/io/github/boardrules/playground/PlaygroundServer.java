package io.github.boardrules.playground;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.IOException;
import java.io.InputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The playground: the page and its JSON API on Jetty (its core API, no servlets), over the games of
 * the catalogue, with every game kept in an H2 database file.
 *
 * <pre>{@code
 * try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, Path.of("games.mv.db"),
 *     Duration.ofSeconds(1))) {
 *   System.out.println(server.url());   // http://127.0.0.1:41234/
 * }
 * }</pre>
 *
 * <p>The API (the guide's playground page, {@code docs/playground.md}): {@code GET /api/catalog},
 * {@code GET /api/catalog/levels?game=}, {@code GET|POST /api/games}, {@code GET|DELETE
 * /api/games/{id}[?ply=k]}, {@code POST /api/games/{id}/click|move|undo|redo|goto|bot|join}, {@code
 * GET /api/games/{id}/record|invitation|events}, {@code GET /api/events?games=}. Refusals are a 4xx
 * with {@code {"error": "..."}}; a 5xx is a bug or a database that does not keep a change.
 *
 * <p>Whose games: every game belongs to the browser that made it, known by its owner secret
 * ({@value #OWNER_HEADER}); only that secret changes a hot-seat or bot game, and a browser's list
 * shows its own games. A game between friends is changed by its two seats' tokens ({@value
 * #SEAT_HEADER}). Other sites: {@link SiteCheck}. Slow and many clients: {@link ConnectionGuard},
 * {@link BodyReader}, {@link EventStreams}; wrong secrets: {@link FailedSecrets}.
 */
public final class PlaygroundServer implements AutoCloseable {
  /** The largest request body read: larger ones get 413. */
  static final int MAX_BODY = 64 * 1024;
  /** The header a changing request on a game between friends carries its seat's token in. */
  static final String SEAT_HEADER = "X-Seat";
  /** The header a browser sends its owner secret in. */
  static final String OWNER_HEADER = "X-Owner";
  /** Games listed when the request gives no limit, and the most it may ask for. */
  static final int DEFAULT_PAGE = 50;
  static final int MAX_PAGE = 200;
  /** The most games one event stream follows. */
  static final int MAX_FOLLOWED = 50;
  private static final String WEB = "web/";
  private static final Map<String, String> PAGES = Map.of(
      "/", "index.html",
      "/index.html", "index.html",
      "/app.js", "app.js",
      "/events-worker.js", "events-worker.js",
      "/style.css", "style.css");

  /**
   * The server's bounds.
   *
   * @param idleTimeout a connection with nothing read or written for this long is closed (Jetty's idle timeout)
   * @param headTime a request's head must be in within this long of the connection's opening or its last answer
   * @param bodyTime a request's body must be in within this long of its head
   * @param minBodyRate after {@code bodyGrace}, a body must come at this many bytes a second on average
   * @param bodyGrace the time a body may start slowly
   * @param maxConnections connections at once, event streams not counted
   * @param connectionsPerAddress connections from one address at once, event streams not counted
   * @param maxStreams event streams at once
   * @param streamsPerAddress event streams from one address at once
   * @param maxThreads request threads (event streams and connections waiting for a request hold none)
   * @param loadedGames games kept in memory
   * @param failedSecrets wrong secrets one address may send within {@code failureWindow}
   * @param failureWindow the window of {@code failedSecrets}, and how long a blocked address waits
   */
  record Limits(Duration idleTimeout, Duration headTime, Duration bodyTime, long minBodyRate, Duration bodyGrace,
      int maxConnections, int connectionsPerAddress, int maxStreams, int streamsPerAddress, int maxThreads,
      int loadedGames, int failedSecrets, Duration failureWindow) {
    /**
     * The defaults: idle 10 s; head 10 s; body 30 s, at least 1,024 bytes a second after 2 s; 512
     * connections, 32 from one address; 256 event streams, 32 from one address; 64 threads; 500
     * games; 20 wrong secrets a minute.
     */
    static final Limits DEFAULT = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(30),
        1024, Duration.ofSeconds(2), 512, 32, 256, 32, 64, GameRegistry.DEFAULT_CAPACITY, 20, Duration.ofMinutes(1));

    /** These limits with another idle timeout and head time (both the same). */
    Limits withTimes(Duration idle, Duration head, Duration body) {
      return new Limits(idle, head, body, minBodyRate, bodyGrace, maxConnections, connectionsPerAddress, maxStreams,
          streamsPerAddress, maxThreads, loadedGames, failedSecrets, failureWindow);
    }

    /** These limits with other bounds on connections and event streams. */
    Limits withConnections(int connections, int perAddress, int streams, int streamsFromOne) {
      return new Limits(idleTimeout, headTime, bodyTime, minBodyRate, bodyGrace, connections, perAddress, streams,
          streamsFromOne, maxThreads, loadedGames, failedSecrets, failureWindow);
    }

    /** These limits with another number of threads and of games in memory. */
    Limits withThreadsAndGames(int threads, int games) {
      return new Limits(idleTimeout, headTime, bodyTime, minBodyRate, bodyGrace, maxConnections, connectionsPerAddress,
          maxStreams, streamsPerAddress, threads, games, failedSecrets, failureWindow);
    }

    /** These limits with another bound on wrong secrets. */
    Limits withFailedSecrets(int failures, Duration window) {
      return new Limits(idleTimeout, headTime, bodyTime, minBodyRate, bodyGrace, maxConnections, connectionsPerAddress,
          maxStreams, streamsPerAddress, maxThreads, loadedGames, failures, window);
    }

    /** These limits with another minimum body rate and grace. */
    Limits withBodyRate(long bytesPerSecond, Duration grace) {
      return new Limits(idleTimeout, headTime, bodyTime, bytesPerSecond, grace, maxConnections, connectionsPerAddress,
          maxStreams, streamsPerAddress, maxThreads, loadedGames, failedSecrets, failureWindow);
    }

    /** These limits with {@code n} connections and {@code n} event streams from one address. */
    Limits perAddress(int n) {
      return withConnections(maxConnections, n, maxStreams, n);
    }
  }

  /** A start-up failure: one line for people, and the exit code {@link Main} ends with. */
  public static final class StartException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    StartException(String message, int exitCode, @Nullable Throwable cause) {
      super(message, cause);
      this.exitCode = exitCode;
    }

    /**
     * Returns the exit code.
     *
     * @return {@link Main#EXIT_PORT} or {@link Main#EXIT_DATABASE}
     */
    public int exitCode() {
      return exitCode;
    }
  }

  private final Server jetty;
  private final ServerConnector connector;
  private final String host;
  private final GameStore store;
  private final GameRegistry games;
  private final EventStreams events;
  private final ConnectionGuard guard;
  private final FailedSecrets failures;
  private final Duration botTime;
  private final Limits limits;
  private final List<URI> publicUrls;
  /** Known once the port is bound. */
  private volatile @Nullable SiteCheck site;

  private PlaygroundServer(Server jetty, ServerConnector connector, String host, GameStore store,
      GameRegistry games, Duration botTime, Limits limits, List<URI> publicUrls, ConnectionGuard guard) {
    this.jetty = jetty;
    this.connector = connector;
    this.host = host;
    this.store = store;
    this.games = games;
    this.botTime = botTime;
    this.limits = limits;
    this.publicUrls = List.copyOf(publicUrls);
    this.guard = guard;
    this.events = new EventStreams(limits.maxStreams(), limits.streamsPerAddress());
    this.failures = new FailedSecrets(limits.failedSecrets(), limits.failureWindow(), System::nanoTime);
  }

  /**
   * Opens the database and starts serving, with the default {@link Limits}.
   *
   * @param host the address to bind, {@code 127.0.0.1} for this machine only
   * @param port the port, 0 for any free one
   * @param database the H2 file
   * @param botTime the most a bot thinks for a move
   * @return the running server
   * @throws StartException if the port cannot be bound or the database cannot be opened (another
   *     server may hold it), with a one-line message
   */
  public static PlaygroundServer start(String host, int port, Path database, Duration botTime)
      throws StartException {
    return start(host, port, database, botTime, Limits.DEFAULT, List.of());
  }

  static PlaygroundServer start(String host, int port, Path database, Duration botTime, Limits limits)
      throws StartException {
    return start(host, port, database, botTime, limits, List.of());
  }

  static PlaygroundServer start(String host, int port, Path database, Duration botTime, Limits limits,
      List<URI> publicUrls) throws StartException {
    GameStore store = StartProblems.openDatabase(database);
    QueuedThreadPool threads = new QueuedThreadPool(limits.maxThreads(), Math.min(8, limits.maxThreads()));
    threads.setName("playground-http");
    threads.setDaemon(true);
    Server jetty = new Server(threads);
    HttpConfiguration http = new HttpConfiguration();
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(host);
    connector.setPort(port);
    connector.setIdleTimeout(limits.idleTimeout().toMillis());
    ConnectionGuard guard = new ConnectionGuard(limits);
    connector.addBean(guard);
    jetty.addConnector(connector);
    // Jetty's own bound, past which the connector stops accepting: above the guard's and the
    // streams' bounds together, so that it only protects the file descriptors.
    jetty.addBean(new NetworkConnectionLimit(limits.maxConnections() + limits.maxStreams() + 16, connector));
    jetty.setStopTimeout(5_000);
    PlaygroundServer server = new PlaygroundServer(jetty, connector, host, store,
        new GameRegistry(GameCatalog.load(), store, limits.loadedGames()), botTime, limits, publicUrls, guard);
    jetty.setHandler(new Handler.Abstract() {
      @Override
      public boolean handle(Request request, Response response, Callback callback) {
        server.handle(request, response, callback);
        return true;
      }
    });
    try {
      jetty.start();
    } catch (Exception e) {
      stopQuietly(jetty);
      guard.close();
      closeQuietly(store);
      throw new StartException(StartProblems.port(host, port, e), Main.EXIT_PORT, e);
    }
    server.site = SiteCheck.of(host, connector.getLocalPort(), publicUrls);
    return server;
  }

  private static void stopQuietly(Server jetty) {
    try {
      jetty.stop();
    } catch (Exception ignored) {
      // already failing to start: the start's own failure is the one reported
    }
  }

  private static void closeQuietly(GameStore store) {
    try {
      store.close();
    } catch (SQLException ignored) {
      // the start's own failure is the one reported
    }
  }

  /**
   * Returns the page's address; for a server on every address ({@code 0.0.0.0}), its loopback one.
   *
   * @return such as {@code http://127.0.0.1:8027/}
   */
  public URI url() {
    String shown = host;
    try {
      if (InetAddress.getByName(host).isAnyLocalAddress()) {
        shown = "127.0.0.1";
      }
    } catch (IOException e) {
      // a name that no longer resolves: show it as given
    }
    if (shown.contains(":")) {
      shown = "[" + shown + "]";
    }
    return URI.create("http://" + shown + ":" + connector.getLocalPort() + "/");
  }

  /**
   * Returns the port the server listens on.
   *
   * @return the port
   */
  public int port() {
    return connector.getLocalPort();
  }

  /**
   * Returns the database file.
   *
   * @return the {@code .mv.db} file
   */
  public Path database() {
    return store.file();
  }

  /** The bounds this server runs with. */
  Limits limits() {
    return limits;
  }

  /** The public URLs given for a reverse proxy. */
  List<URI> publicUrls() {
    return publicUrls;
  }

  /** How many games are in memory now. */
  int loadedGames() {
    return games.loadedCount();
  }

  /** How many event streams are open now. */
  int openEventStreams() {
    return events.count();
  }

  /** How many connections are counted now (event streams are not). */
  int countedConnections() {
    return guard.counted();
  }

  /** Ends the event streams, stops serving (waiting up to 5 s for requests under way), closes the database. */
  @Override
  public void close() throws SQLException {
    events.close();
    try {
      jetty.stop();
    } catch (Exception e) {
      System.err.println("playground: stopping the HTTP server failed: " + e);
    }
    guard.close();
    store.close();
  }

  private void handle(Request request, Response response, Callback callback) {
    Connection connection = request.getConnectionMetaData().getConnection();
    @Nullable InetAddress address = ConnectionGuard.addressOf(request.getConnectionMetaData().getRemoteSocketAddress());
    Callback done = Callback.from(() -> {
      guard.waiting(connection);
      callback.succeeded();
    }, failure -> {
      guard.waiting(connection);
      callback.failed(failure);
    });
    Exchange exchange = new Exchange(request, response, done, connection, address);
    String path = request.getHttpURI().getPath();
    String method = request.getMethod().toUpperCase(Locale.ROOT);
    try {
      SiteCheck check = site;
      if (check == null) {
        throw new ApiException(503, "The playground is starting; try again in a moment");
      }
      check.checkHost(request.getHeaders().get(HttpHeader.HOST));
      if (path.startsWith("/api/") && !method.equals("GET") && !method.equals("HEAD")) {
        check.checkChange(method, request.getHeaders().get(HttpHeader.CONTENT_TYPE),
            request.getHeaders().get(HttpHeader.ORIGIN), request.getHeaders().get("Sec-Fetch-Site"));
      }
      if (exchange.header(OWNER_HEADER) != null || exchange.header(SEAT_HEADER) != null || path.endsWith("/join")) {
        failures.check(address);
      }
      if (method.equals("POST")) {
        if (request.getLength() > MAX_BODY) {
          exchange.closeAfterAnswer();
          throw tooLarge(request.getLength());
        }
        guard.reading(connection);
        new BodyReader(request, limits, body -> {
          guard.busy(connection);
          dispatch(exchange, path, body);
        }, failure -> {
          exchange.closeAfterAnswer();
          if (failure instanceof ApiException refusal) {
            exchange.error(refusal.status(), refusal.getMessage());
          } else {
            // The client went away, or the connection was closed for trickling: nobody to answer.
            exchange.error(408, "The request body did not arrive (" + failure.getMessage() + ")");
          }
        }).run();
        return;
      }
      guard.busy(connection);
    } catch (ApiException e) {
      exchange.error(e.status(), e.getMessage());
      return;
    }
    dispatch(exchange, path, "");
  }

  /** Answers a request whose body, if any, is in. */
  private void dispatch(Exchange exchange, String path, String body) {
    try {
      if (path.startsWith("/api/")) {
        api(exchange, path.substring("/api/".length()), body);
      } else {
        page(exchange, path);
      }
    } catch (ApiException e) {
      exchange.error(e.status(), e.getMessage());
    } catch (JsonException | TextParseException e) {
      exchange.error(400, e.getMessage());
    } catch (IllegalMoveException e) {
      exchange.error(422, e.getMessage());
    } catch (RuntimeException | SQLException | IOException e) {
      // A bug or a broken database: the client gets no stack trace, the console does.
      System.err.println("playground: " + exchange.request.getMethod() + " " + path + " failed");
      e.printStackTrace();
      exchange.error(500, "Internal error (" + e.getClass().getSimpleName() + "); the server's console has"
          + " the details");
    }
  }

  private void page(Exchange exchange, String path) throws IOException {
    String name = PAGES.get(path);
    if (name == null) {
      throw new ApiException(404, "No page " + path + " here; the playground is at /");
    }
    exchange.allow("GET");
    byte[] content;
    try (InputStream in = PlaygroundServer.class.getResourceAsStream(WEB + name)) {
      if (in == null) {
        throw new IllegalStateException("The jar lacks its page " + WEB + name);
      }
      content = in.readAllBytes();
    }
    String type = name.endsWith(".html") ? "text/html" : name.endsWith(".js") ? "text/javascript" : "text/css";
    exchange.send(200, type + "; charset=utf-8", content);
  }

  private void api(Exchange exchange, String route, String bodyText) throws SQLException {
    List<String> parts = List.of(route.split("/", -1));
    String first = parts.get(0);
    if (first.equals("catalog") && parts.size() == 1) {
      exchange.allow("GET");
      exchange.json(200, catalog());
      return;
    }
    if (first.equals("catalog") && parts.size() == 2 && parts.get(1).equals("levels")) {
      exchange.allow("GET");
      String game = exchange.query("game").orElseThrow(
          () -> new ApiException(400, "game: give the configured game, as in /api/catalog/levels?game=zertz"));
      exchange.json(200, gameInfo(games.catalog().game(game)));
      return;
    }
    if (first.equals("events") && parts.size() == 1) {
      exchange.allow("GET");
      String list = exchange.query("games").orElseThrow(
          () -> new ApiException(400, "games: give the games to follow, as in /api/events?games=1,2"));
      Map<Long, int @Nullable []> followed = new LinkedHashMap<>();
      for (String id : list.split(",")) {
        if (!id.isBlank()) {
          followed.put(id(id.trim()), null);
        }
      }
      if (followed.isEmpty() || followed.size() > MAX_FOLLOWED) {
        throw new ApiException(400, "games: 1 to " + MAX_FOLLOWED + " game ids, not " + followed.size());
      }
      for (Map.Entry<Long, int @Nullable []> game : followed.entrySet()) {
        try {
          game.setValue(games.use(game.getKey(), loaded -> loaded.game().plies()));
        } catch (ApiException gone) {
          game.setValue(null); // deleted: the stream says so at once
        }
      }
      openEvents(exchange, followed, false);
      return;
    }
    if (!first.equals("games")) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    if (parts.size() == 1) {
      if (exchange.allow("GET", "POST").equals("GET")) {
        exchange.json(200, list(exchange));
      } else {
        exchange.json(201, create(exchange, RequestBody.parse(bodyText)));
      }
      return;
    }
    long id = id(parts.get(1));
    if (parts.size() == 2) {
      if (exchange.allow("GET", "DELETE").equals("DELETE")) {
        delete(exchange, id);
        return;
      }
      Optional<String> ply = exchange.query("ply");
      exchange.json(200, games.use(id, game -> decorate(game, exchange,
          ply.isPresent() ? game.game().view(integer("ply", ply.get()), List.of()) : game.game().view())));
      return;
    }
    if (parts.size() != 3) {
      throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
    }
    String action = parts.get(2);
    switch (action) {
      case "record" -> {
        exchange.allow("GET");
        String record = games.use(id, game -> withTags(game.game().record(), game.extras().tags()));
        exchange.response.getHeaders().put("Content-Disposition",
            "attachment; filename=\"boardrules-game-" + id + ".txt\"");
        exchange.send(200, "text/plain; charset=utf-8", record.getBytes(StandardCharsets.UTF_8));
        return;
      }
      case "events" -> {
        exchange.allow("GET");
        int[] plies = games.use(id, game -> game.game().plies());
        Map<Long, int @Nullable []> one = new LinkedHashMap<>();
        one.put(id, plies);
        openEvents(exchange, one, true);
        return;
      }
      case "invitation" -> {
        exchange.allow("GET");
        exchange.json(200, games.use(id, game -> invitation(game, exchange)));
        return;
      }
      case "join" -> {
        exchange.allow("POST");
        RequestBody body = RequestBody.parse(bodyText);
        exchange.json(200, games.use(id, game -> join(game, exchange, body)));
        return;
      }
      default -> {
        // the changes below
      }
    }
    exchange.allow("POST");
    RequestBody body = RequestBody.parse(bodyText);
    Map<String, @Nullable Object> answer = games.use(id, game -> {
      PlayedGame<?, ?> played = game.game();
      // The access check and the change under the game's lock, so that the turn cannot change between them.
      synchronized (played) {
        Map<String, @Nullable Object> view = switch (action) {
          case "click" -> {
            requireTurn(game, exchange, action);
            yield played.click(body.strings("points"));
          }
          case "move" -> {
            requireTurn(game, exchange, action);
            yield played.move(body.string("move"));
          }
          case "undo" -> {
            int plies = body.optionalInteger("plies").orElse(1);
            requireOwnLastMove(game, exchange, plies);
            yield played.undo(plies);
          }
          case "redo" -> {
            requireTurn(game, exchange, action);
            yield played.redo();
          }
          case "goto" -> {
            if (game.extras().seats().any()) {
              requireSeat(game, exchange, "travel in time");
              throw new ApiException(403, "goto: a game between friends has no time travel (it would take back the"
                  + " other side's moves); view an earlier position with GET /api/games/" + id + "?ply=k");
            }
            requireOwner(game, exchange, "travel in time");
            yield played.goTo(body.optionalInteger("ply").orElseThrow(
                () -> new ApiException(400, "ply: the body needs a whole number field \"ply\"")));
          }
          case "bot" -> {
            requireTurn(game, exchange, action);
            yield played.botMove(body.optionalInteger("level").orElse(1), botTime);
          }
          default -> throw new ApiException(404, "No API /api/" + route + "; see docs/playground.md");
        };
        if (!action.equals("click") || view.containsKey("played")) {
          events.publish(id, played.plies());
        }
        return decorate(game, exchange, view);
      }
    });
    exchange.json(200, answer);
  }

  private void openEvents(Exchange exchange, Map<Long, int @Nullable []> followed, boolean single) {
    try {
      events.reserve(exchange.address);
    } catch (ApiException refused) {
      exchange.closeAfterAnswer();
      throw refused;
    }
    guard.stream(exchange.connection);
    exchange.startEvents(limits);
    events.open(exchange.address, followed, single, exchange.request, exchange.response, exchange.callback);
  }

  /** The list of a browser's games, a page of it: {@code ?offset=&limit=}, newest first. */
  private Map<String, @Nullable Object> list(Exchange exchange) throws SQLException {
    int offset = exchange.query("offset").map(text -> integer("offset", text)).orElse(0);
    int limit = exchange.query("limit").map(text -> integer("limit", text)).orElse(DEFAULT_PAGE);
    if (offset < 0) {
      throw new ApiException(400, "offset: 0 or more, not " + offset);
    }
    if (limit < 1 || limit > MAX_PAGE) {
      throw new ApiException(400, "limit: 1 to " + MAX_PAGE + ", not " + limit);
    }
    @Nullable String owner = exchange.ownerSecret().map(Secrets::hash).orElse(null);
    Map<String, @Nullable Object> answer = Json.object();
    int total = games.count(owner);
    answer.put("games", games.page(owner, offset, limit));
    answer.put("total", total);
    answer.put("offset", offset);
    answer.put("limit", limit);
    return answer;
  }

  /**
   * A game from {"game": text} or {"record": text}: hot-seat, with {"bot": {"level": n, "side": s}},
   * or with {"mode": "friend"} (and optionally {"side": s}, the creator's).
   */
  private Map<String, @Nullable Object> create(Exchange exchange, RequestBody body) throws SQLException {
    @Nullable BotRequest bot = null;
    Optional<RequestBody> seat = body.object("bot");
    if (seat.isPresent()) {
      bot = new BotRequest(
          seat.get().optionalInteger("level").orElseThrow(
              () -> new ApiException(400, "bot.level: the bot needs a whole number field \"level\"")),
          seat.get().optionalString("side").orElse("SECOND"));
    }
    String mode = body.optionalString("mode").orElse(bot == null ? "hotseat" : "bot");
    boolean friends = switch (mode) {
      case "friend" -> true;
      case "hotseat" -> false;
      case "bot" -> {
        if (bot == null) {
          throw new ApiException(400, "bot: mode \"bot\" needs {\"bot\": {\"level\": n, \"side\": s}}");
        }
        yield false;
      }
      default -> throw new ApiException(400, "mode: \"hotseat\", \"bot\" or \"friend\", not \"" + mode + "\"");
    };
    @Nullable Player friendSide = null;
    if (friends) {
      String side = body.optionalString("side").orElse("FIRST").toUpperCase(Locale.ROOT);
      if (!side.equals("FIRST") && !side.equals("SECOND")) {
        throw new ApiException(400, "side: the side the creator plays, \"FIRST\" or \"SECOND\", not \"" + side + "\"");
      }
      friendSide = Player.valueOf(side);
    }
    Optional<String> record = body.optionalString("record");
    Optional<String> gameText = body.optionalString("game");
    if (record.isPresent() == gameText.isPresent()) {
      throw new ApiException(400, "A new game needs either \"game\" (such as \"zertz(board=48)\") or \"record\""
          + " (a record text), not " + (record.isPresent() ? "both" : "neither"));
    }
    Optional<String> given = exchange.ownerSecret();
    String owner = given.orElseGet(Secrets::random);
    GameRegistry.Setup setup = new GameRegistry.Setup(Secrets.hash(owner), bot, friendSide);
    GameRegistry.Made made = record.isPresent() ? games.upload(record.get(), setup) : games.create(gameText.get(), setup);
    GameRegistry.Loaded game = made.game();
    Map<String, @Nullable Object> view = game.game().view();
    if (made.seats().isPresent()) {
      Seats.Created seats = made.seats().get();
      addExtras(game, view, Role.SEAT, seats.seats().creator(), seats.creatorToken());
      @SuppressWarnings("unchecked") // addExtras put the links as a map
      Map<String, @Nullable Object> links = (Map<String, @Nullable Object>) view.get("links");
      if (links != null) {
        links.put("invitation", invitationLink(game.game().id(), seats.invitation()));
      }
    } else {
      addExtras(game, view, Role.OWNER, Optional.empty(), null);
    }
    if (given.isEmpty()) {
      view.put("owner", owner); // the secret the server made: the client keeps it for its next games
    }
    return view;
  }

  /** A friend game's invitation, shown again to its creator's seat while it is not used. */
  private Map<String, @Nullable Object> invitation(GameRegistry.Loaded game, Exchange exchange) {
    Seats seats = game.extras().seats();
    if (!seats.any()) {
      throw new ApiException(404, "Game " + game.game().id() + " is not a game between friends: it has no invitation");
    }
    Player side = requireSeat(game, exchange, "show the invitation");
    if (seats.creator().filter(creator -> creator == side).isEmpty()) {
      throw new ApiException(403, "invitation: only the seat that made the game shows its invitation");
    }
    String code = seats.invitation().orElseThrow(() -> new ApiException(409, "invitation: your friend has joined;"
        + " the invitation is used and shows nothing more"));
    Map<String, @Nullable Object> answer = Json.object();
    answer.put("invitation", invitationLink(game.game().id(), code));
    return answer;
  }

  /** The friend takes the invited seat: the answer is the view with that seat's own new token. */
  private Map<String, @Nullable Object> join(GameRegistry.Loaded game, Exchange exchange, RequestBody body)
      throws SQLException {
    PlayedGame<?, ?> played = game.game();
    synchronized (played) {
      Seats seats = game.extras().seats();
      if (!seats.any()) {
        throw new ApiException(404, "Game " + played.id() + " is not a game between friends: there is no seat to join");
      }
      if (seats.invitedSide().isEmpty()) {
        throw new ApiException(409, "join: this invitation was used already: both seats are taken (ask your friend"
            + " for a new game, or watch this one)");
      }
      String code = body.string("invitation");
      Optional<Seats.Joined> joined = seats.join(code);
      if (joined.isEmpty()) {
        failures.failed(exchange.address);
        throw new ApiException(403, "join: that is not this game's invitation");
      }
      GameExtras before = game.extras();
      @Nullable String guest = exchange.ownerSecret().map(Secrets::hash).orElse(null);
      game.extras(before.withSeats(joined.get().seats(), guest));
      try {
        games.saveSeats(game);
      } catch (SQLException e) {
        game.extras(before);
        throw e;
      }
      events.seatsChanged(played.id());
      Map<String, @Nullable Object> view = played.view();
      addExtras(game, view, Role.SEAT, Optional.of(joined.get().side()), joined.get().token());
      return view;
    }
  }

  /**
   * Deletes a game. A hot-seat or bot game: its owner. A game between friends: its creator alone
   * while the invitation is unused; after that a seat leaves it (202), and the game is deleted when
   * both seats have left.
   */
  private void delete(Exchange exchange, long id) throws SQLException {
    Map<String, @Nullable Object> left = games.use(id, game -> {
      PlayedGame<?, ?> played = game.game();
      synchronized (played) {
        Seats seats = game.extras().seats();
        if (!seats.any()) {
          requireOwner(game, exchange, "delete it");
          return null;
        }
        Player side = requireSeat(game, exchange, "leave or delete it");
        boolean creatorAlone = seats.invitedSide().isPresent()
            && seats.creator().filter(creator -> creator == side).isPresent();
        Seats next = seats.leave(side);
        if (creatorAlone || next.hasLeft(side.opponent())) {
          return null;
        }
        GameExtras before = game.extras();
        game.extras(before.withSeats(next, before.guestKey()));
        try {
          games.saveSeats(game);
        } catch (SQLException e) {
          game.extras(before);
          throw e;
        }
        events.seatsChanged(id);
        return decorate(game, exchange, played.view());
      }
    });
    if (left != null) {
      exchange.json(202, left);
      return;
    }
    games.delete(id);
    events.end(id);
    exchange.send(204, "text/plain; charset=utf-8", new byte[0]);
  }

  /** What a request may do with a game. */
  private enum Role { OWNER, SEAT, WATCHER }

  /** Adds the game's tags, mode and the requester's role, and for a seat its side and links. */
  private Map<String, @Nullable Object> decorate(GameRegistry.Loaded game, Exchange exchange,
      Map<String, @Nullable Object> view) {
    Seats seats = game.extras().seats();
    if (seats.any()) {
      Optional<Player> side = seatOf(game, exchange);
      addExtras(game, view, side.isPresent() ? Role.SEAT : Role.WATCHER, side,
          side.isPresent() ? exchange.header(SEAT_HEADER) : null);
    } else {
      addExtras(game, view, isOwner(game, exchange, false) ? Role.OWNER : Role.WATCHER, Optional.empty(), null);
    }
    return view;
  }

  private static void addExtras(GameRegistry.Loaded game, Map<String, @Nullable Object> view, Role role,
      Optional<Player> seat, @Nullable String token) {
    view.put("tags", game.extras().tags());
    Seats seats = game.extras().seats();
    // Every view says its mode, so that a watcher's page knows a friend game without a seat.
    view.put("mode", seats.any() ? "friend" : view.get("bot") != null ? "bot" : "hotseat");
    view.put("role", role.name().toLowerCase(Locale.ROOT));
    if (!seats.any()) {
      return;
    }
    ConfiguredGame<?, ?> configured = game.game().game();
    List<@Nullable Object> leftSides = Json.list();
    for (Player side : Player.values()) {
      if (seats.hasLeft(side)) {
        leftSides.add(configured.sideName(side));
      }
    }
    view.put("left", leftSides);
    view.put("waitingForFriend", seats.invitedSide().isPresent());
    if (seat.isPresent() && token != null) {
      long id = game.game().id();
      view.put("seat", configured.sideName(seat.get()));
      view.put("creator", seats.creator().filter(side -> side == seat.get()).isPresent());
      Map<String, @Nullable Object> links = Json.object();
      links.put("seat", "/?game=" + id + "&seat=" + token);
      links.put("watch", "/?game=" + id);
      view.put("links", links);
    }
  }

  private static String invitationLink(long id, String code) {
    return "/?game=" + id + "&invite=" + code;
  }

  /** The seat whose token the request carries; a token of no seat is counted as a wrong secret. */
  private Optional<Player> seatOf(GameRegistry.Loaded game, Exchange exchange) {
    @Nullable String token = exchange.header(SEAT_HEADER);
    Optional<Player> side = game.extras().seats().sideOf(token);
    if (token != null && side.isEmpty()) {
      failures.failed(exchange.address);
    }
    return side;
  }

  /**
   * Whether the request carries the owner secret of a hot-seat or bot game. A wrong one is counted
   * when it asks for a change: a client may send its secret with every request, also when it only
   * looks at another's game.
   */
  private boolean isOwner(GameRegistry.Loaded game, Exchange exchange, boolean change) {
    @Nullable String owner = game.extras().ownerKey();
    if (owner == null) {
      return true; // a game of an older file: open to anyone, as it was
    }
    @Nullable String secret = exchange.header(OWNER_HEADER);
    if (secret == null) {
      return false;
    }
    if (Secrets.matches(secret, owner)) {
      return true;
    }
    if (change) {
      failures.failed(exchange.address);
    }
    return false;
  }

  private void requireOwner(GameRegistry.Loaded game, Exchange exchange, String action) {
    if (!isOwner(game, exchange, true)) {
      throw new ApiException(403, "this page only watches: game " + game.game().id() + " belongs to the browser that"
          + " made it, and only its owner secret (header " + OWNER_HEADER + ") may " + action
          + "; start a game of your own to play");
    }
  }

  /** In a game between friends the request must carry a seat's token, of a seat still in the game. */
  private Player requireSeat(GameRegistry.Loaded game, Exchange exchange, String action) {
    Player side = seatOf(game, exchange).orElseThrow(() -> new ApiException(403,
        "this link only watches: to " + action + " in a game between friends, use a seat's link (header "
            + SEAT_HEADER + ")"));
    if (game.extras().seats().hasLeft(side)) {
      throw new ApiException(403, action + ": " + game.game().game().sideName(side) + " has left this game");
    }
    return side;
  }

  /** A hot-seat or bot game: its owner; a game between friends: the seat to move. */
  private void requireTurn(GameRegistry.Loaded game, Exchange exchange, String action) {
    if (!game.extras().seats().any()) {
      requireOwner(game, exchange, action);
      return;
    }
    Player side = requireSeat(game, exchange, action);
    Player toMove = game.game().toMove();
    if (side != toMove) {
      ConfiguredGame<?, ?> configured = game.game().game();
      throw new ApiException(403, action + ": it is " + configured.sideName(toMove) + "'s turn; this link plays "
          + configured.sideName(side));
    }
  }

  /** A hot-seat or bot game: its owner; a game between friends: one ply, the seat's own last move. */
  private void requireOwnLastMove(GameRegistry.Loaded game, Exchange exchange, int plies) {
    if (!game.extras().seats().any()) {
      requireOwner(game, exchange, "undo");
      return;
    }
    Player side = requireSeat(game, exchange, "undo");
    ConfiguredGame<?, ?> configured = game.game().game();
    if (plies != 1) {
      throw new ApiException(403, "undo: in a game between friends a side takes back only its own last move,"
          + " one ply, not " + plies);
    }
    Optional<Player> last = game.game().lastMover();
    if (last.isEmpty() || last.get() != side) {
      throw new ApiException(403, "undo: the last move is " + last.map(configured::sideName).map(s -> s + "'s")
          .orElse("not played yet") + "; this link takes back only " + configured.sideName(side) + "'s own last move");
    }
  }

  static ApiException tooLarge(long declared) {
    return new ApiException(413, "The request body is too large: "
        + (declared >= 0 ? declared + " bytes" : "more than " + MAX_BODY + " bytes (sent in chunks)")
        + ", the limit is " + MAX_BODY + " bytes");
  }

  /** The record with the uploaded record's other tags after its Game tag, before its Start tag. */
  static String withTags(String record, Map<String, String> tags) {
    if (tags.isEmpty()) {
      return record;
    }
    int start = record.indexOf("[" + io.github.boardrules.core.GameRecord.START_TAG + " ");
    StringBuilder lines = new StringBuilder();
    tags.forEach((key, value) -> lines.append('[').append(key).append(" \"")
        .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
    return start < 0 ? lines + record : record.substring(0, start) + lines + record.substring(start);
  }

  private Map<String, @Nullable Object> catalog() {
    List<@Nullable Object> list = Json.list();
    GameCatalog catalog = games.catalog();
    for (GameProvider provider : catalog.providers()) {
      Map<String, @Nullable Object> entry = Json.object();
      entry.put("name", provider.name());
      entry.put("title", provider.title());
      List<@Nullable Object> options = Json.list();
      for (GameOption option : provider.options()) {
        Map<String, @Nullable Object> json = Json.object();
        json.put("name", option.name());
        json.put("type", option.type().name());
        json.put("default", option.defaultValue().orElse(null));
        json.put("choices", option.choices());
        if (option.type() == GameOption.Type.INTEGER) {
          json.put("min", option.min());
          json.put("max", option.max());
        }
        json.put("description", option.description());
        json.put("summary", option.summary());
        options.add(json);
      }
      entry.put("options", options);
      entry.put("defaults", gameInfo(provider.configure(provider.defaults())));
      list.add(entry);
    }
    Map<String, @Nullable Object> answer = Json.object();
    answer.put("games", list);
    return answer;
  }

  /** A configured game's canonical text, sides, levels and whether it is a puzzle. */
  private static Map<String, @Nullable Object> gameInfo(ConfiguredGame<?, ?> game) {
    Map<String, @Nullable Object> info = Json.object();
    info.put("game", game.config().toString());
    info.put("title", game.title());
    info.put("solo", game.isSolo());
    Map<String, @Nullable Object> sides = Json.object();
    for (Player side : Player.values()) {
      sides.put(side.name(), game.sideName(side));
    }
    info.put("sides", sides);
    List<@Nullable Object> levels = Json.list();
    for (BotLevel level : game.levels()) {
      Map<String, @Nullable Object> json = Json.object();
      json.put("level", level.number());
      json.put("name", level.name());
      json.put("description", game.levelDescription(level.number()));
      levels.add(json);
    }
    info.put("levels", levels);
    return info;
  }

  private static long id(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new ApiException(404, "No game " + text + " in this playground: game ids are numbers");
    }
  }

  private static int integer(String name, String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new ApiException(400, name + ": expected a whole number, not \"" + text + "\"");
    }
  }

  /** One request and its answer; exactly one of send, error or startEvents completes it. */
  private static final class Exchange {
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final Connection connection;
    private final @Nullable InetAddress address;

    Exchange(Request request, Response response, Callback callback, Connection connection,
        @Nullable InetAddress address) {
      this.request = request;
      this.response = response;
      this.callback = callback;
      this.connection = connection;
      this.address = address;
    }

    @Nullable String header(String name) {
      return request.getHeaders().get(name);
    }

    /** The owner secret the request carries, checked for its form. */
    Optional<String> ownerSecret() {
      @Nullable String secret = header(OWNER_HEADER);
      if (secret == null) {
        return Optional.empty();
      }
      if (!Secrets.wellFormed(secret)) {
        throw new ApiException(400, OWNER_HEADER + ": an owner secret is 22 characters of URL-safe base64 (128 random"
            + " bits), which this is not");
      }
      return Optional.of(secret);
    }

    Optional<String> query(String name) {
      Fields fields;
      try {
        fields = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
      } catch (RuntimeException e) { // a malformed %-escape, or a query over Jetty's bounds
        throw new ApiException(400, "The query " + request.getHttpURI().getQuery() + " cannot be read: "
            + e.getMessage());
      }
      return Optional.ofNullable(fields.getValue(name));
    }

    /**
     * Marks the answer "Connection: close". Where the body was not read to its end, Jetty closes
     * the connection after the answer; without the header a client that keeps connections alive
     * would send its next request on that closing connection and see it reset.
     */
    void closeAfterAnswer() {
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
    }

    /** Refuses another method with 405 and the Allow header; returns the method. */
    String allow(String... methods) {
      String method = request.getMethod().toUpperCase(Locale.ROOT);
      for (String allowed : methods) {
        if (allowed.equals(method)) {
          return method;
        }
      }
      String list = String.join(", ", methods);
      response.getHeaders().put("Allow", list);
      throw new ApiException(405, "Method " + method + " is not allowed on " + request.getHttpURI().getPath()
          + "; use " + list);
    }

    void error(int status, @Nullable String message) {
      Map<String, @Nullable Object> answer = Json.object();
      answer.put("error", message == null ? "refused" : message);
      json(status, answer);
    }

    void json(int status, Map<String, @Nullable Object> answer) {
      send(status, "application/json; charset=utf-8", Json.write(answer).getBytes(StandardCharsets.UTF_8));
    }

    void send(int status, String type, byte[] content) {
      response.setStatus(status);
      HttpFields.Mutable headers = response.getHeaders();
      if (content.length > 0) {
        headers.put("Content-Type", type);
      }
      headers.put("Cache-Control", "no-store");
      headers.put("X-Content-Type-Options", "nosniff");
      // The page may not be framed by another site, so that no click on it can be stolen.
      headers.put("X-Frame-Options", "DENY");
      headers.put("Content-Security-Policy", "frame-ancestors 'none'");
      response.write(true, ByteBuffer.wrap(content), callback);
    }

    /** Event-stream headers, and a longer idle timeout than requests get: keep-alives come every 15 s. */
    void startEvents(Limits limits) {
      response.setStatus(200);
      HttpFields.Mutable headers = response.getHeaders();
      headers.put("Content-Type", "text/event-stream; charset=utf-8");
      headers.put("Cache-Control", "no-store");
      // A stream's connection carries nothing after it (and the stream watches it for the reader's close).
      headers.put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
      headers.put("X-Content-Type-Options", "nosniff");
      long idle = Math.max(limits.idleTimeout().toMillis(), 3 * EventStreams.KEEP_ALIVE_SECONDS * 1000);
      connection.getEndPoint().setIdleTimeout(idle);
    }
  }
}

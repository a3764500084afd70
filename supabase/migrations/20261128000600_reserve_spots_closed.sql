-- Closes the made-up-address attack of issue 25: public.reserve_spots reserved at once for any address anyone
-- typed, so one person with five invented addresses could book out a concert. The site now asks for spots with
-- request_spots and reserves only through confirm_spot_request, once Supabase Auth has proved the address
-- (20261128000400_spot_requests.sql); facilities reserve with reserve_for_facility. The API's door is shut here.
--
-- The function itself stays (same name and arguments, so the generated types and any old client get a clear
-- 42501 'permission denied' rather than a missing function); nobody reachable through the API may run it.
-- private.reserve_spots keeps its grants: `private` is not exposed (config.toml's api.schemas), so no request
-- reaches it, confirm_spot_request runs it as its owner, and the database tests run the body as the API roles.
revoke execute on function public.reserve_spots(text, integer, text, text, text) from public, anon, authenticated, service_role;
